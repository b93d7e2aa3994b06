import TabBarModel

/// The screen around the bar, as lines for `tabbar layout`.
enum ScreenSummary {
    package static func lines(_ layout: Layout) -> [String] {
        func show(_ rect: Rect) -> String {
            "\(number(rect.x)),\(number(rect.y)) \(number(rect.width))×\(number(rect.height))"
        }
        var lines: [String] = []
        if let focus = layout.tvFocus {
            if focus.inContent {
                lines.append("  focus: in the content (the bar slides away)")
            } else if let position = focus.focusedTab, let raised = focus.raisedFrame {
                let mark = focus.selectedMark.map { ", selected \(layout.tabs[$0].id) marked" } ?? ""
                lines.append("  focus: \(layout.tabs[position].id), raised to \(show(raised))\(mark)")
            }
        }
        guard let screen = layout.screenLayout else { return lines }
        if let status = screen.statusBar {
            lines.append("  status bar (\(status.kind.rawValue)): \(show(status.frame)), time \"\(status.time.text)\"")
        }
        if let bar = screen.navigationBar {
            var parts = ["frame \(show(bar.frame))"]
            if let back = bar.back {
                parts.append("back \"\(back.title?.text ?? "<")\" (\(back.form.rawValue)) \(show(back.frame))")
            }
            if let title = bar.title { parts.append("title \"\(title.text)\" \(show(title.frame))\(title.truncated ? " [truncated]" : "")") }
            if let large = bar.largeTitle { parts.append("large title \"\(large.text)\" \(show(large.frame))") }
            if let control = bar.segmentedControl { parts.append("segmented control \(show(control.frame))") }
            for item in bar.leftItems + bar.rightItems { parts.append("\(item.path) \(show(item.frame))") }
            let hidden = bar.hidden.map { " [hidden: \($0.rawValue)]" } ?? ""
            lines.append("  navigation bar\(hidden): " + parts.joined(separator: ", "))
        }
        if let toolbar = screen.toolbar {
            let items = toolbar.items.map { "\($0.path) \(show($0.frame))" }.joined(separator: ", ")
            lines.append("  toolbar\(toolbar.hidden ? " [hidden]" : ""): frame \(show(toolbar.frame)), \(items)")
        }
        let content = screen.content
        let holds = content.grid.map { "\($0.cells.count) items in \($0.columns) columns" } ?? "\(content.rows.count) rows"
        lines.append("  content (\(content.kind.rawValue)): \(show(content.frame)), top inset \(number(content.topInset)), scrolled \(number(content.scrollOffset)), \(holds)")
        for row in content.rows where row.tab != nil {
            lines.append("    \(row.path) \"\(row.title.text)\": \(show(row.frame))\(row.badge.map { ", badge \"\($0)\"" } ?? "")")
        }
        for cell in content.grid?.cells ?? [] {
            lines.append("    \(cell.path) \"\(cell.title?.text ?? cell.id)\": \(show(cell.frame))\(cell.inBar ? " [on the bar]" : "")")
        }
        if let keyboard = layout.keyboardFrame {
            lines.append("  keyboard: \(show(keyboard))")
        }
        return lines
    }
}

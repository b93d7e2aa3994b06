import ArgumentParser

/// The commands `tabbar-draw` runs, in the order `tabbar-core` lists them; `Programs.drawingCommands`
/// names the same ones for the small `tabbar`, which cannot link these types.
package enum DrawingCommands {
    package static let all: [any ParsableCommand.Type] = [
        RenderCommand.self, LayoutCommand.self, HitCommand.self, StateCommand.self, DevicesCommand.self,
    ]
}

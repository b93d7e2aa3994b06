/// An SF Symbols name a spec may give as `sf:NAME`, and the lookalike that draws it.
///
/// SF Symbols themselves may not be shipped outside Apple's platforms, so each name is drawn by
/// the closest icon of Ionicons (MIT, designed after iOS), which is installed on the machine
/// rather than kept in this repository. Only names in `SFSymbol.drawings` are valid.
public struct SFSymbol: Hashable, Sendable {
    /// The SF Symbols name, as `house.fill`.
    public let name: String
    /// The Ionicons icon that draws it, as `home` (its file is `home.svg`).
    public let drawing: String

    /// The symbol of that name, nil when the table has no such name.
    public init?(_ name: String) {
        guard let drawing = Self.drawings[name] else { return nil }
        self.name = name
        self.drawing = drawing
    }

    /// SF Symbols name → Ionicons icon, the one table of which names exist.
    ///
    /// The outline name takes Ionicons' `-outline` drawing and its `.fill` twin the filled one.
    /// A name SF Symbols draws solid and has no `.fill` twin for (airplane, music.note) takes the
    /// filled drawing, because that is the one that looks like it.
    public static let drawings: [String: String] = [
        // Navigation and the tab bar's usual places.
        "house": "home-outline", "house.fill": "home",
        "magnifyingglass": "search-outline",
        "magnifyingglass.circle": "search-circle-outline", "magnifyingglass.circle.fill": "search-circle",
        "person": "person-outline", "person.fill": "person",
        "person.circle": "person-circle-outline", "person.circle.fill": "person-circle",
        "person.crop.circle": "person-circle-outline", "person.crop.circle.fill": "person-circle",
        "person.2": "people-outline", "person.2.fill": "people",
        "person.badge.plus": "person-add-outline", "person.badge.plus.fill": "person-add",
        "person.badge.minus": "person-remove-outline", "person.badge.minus.fill": "person-remove",
        "person.text.rectangle": "id-card-outline", "person.text.rectangle.fill": "id-card",
        "gearshape": "settings-outline", "gearshape.fill": "settings",
        "gear": "cog-outline",
        "bell": "notifications-outline", "bell.fill": "notifications",
        "bell.slash": "notifications-off-outline", "bell.slash.fill": "notifications-off",
        "bell.circle": "notifications-circle-outline", "bell.circle.fill": "notifications-circle",
        "heart": "heart-outline", "heart.fill": "heart",
        "heart.circle": "heart-circle-outline", "heart.circle.fill": "heart-circle",
        "heart.slash": "heart-dislike-outline", "heart.slash.fill": "heart-dislike",
        "star": "star-outline", "star.fill": "star",
        "star.leadinghalf.filled": "star-half",
        "bookmark": "bookmark-outline", "bookmark.fill": "bookmark",
        "books.vertical": "library-outline", "books.vertical.fill": "library",
        "book": "book-outline", "book.fill": "book",
        "book.closed": "journal-outline", "book.closed.fill": "journal",
        "newspaper": "newspaper-outline", "newspaper.fill": "newspaper",
        "square.stack": "albums-outline", "square.stack.fill": "albums",
        "square.on.square": "copy-outline", "square.on.square.fill": "copy",
        "doc.on.doc": "documents-outline", "doc.on.doc.fill": "documents",
        "square.grid.2x2": "grid-outline", "square.grid.2x2.fill": "grid",
        "square.grid.3x3": "apps-outline", "square.grid.3x3.fill": "apps",
        "list.bullet": "list-outline",
        "line.3.horizontal": "menu-outline",
        "line.3.horizontal.decrease": "filter-outline",
        "line.3.horizontal.decrease.circle": "filter-circle-outline", "line.3.horizontal.decrease.circle.fill": "filter-circle",
        "slider.horizontal.3": "options-outline",
        "ellipsis": "ellipsis-horizontal",
        "ellipsis.circle": "ellipsis-horizontal-circle-outline", "ellipsis.circle.fill": "ellipsis-horizontal-circle",
        "safari": "compass-outline", "safari.fill": "compass",
        "globe": "globe-outline",
        "globe.americas": "earth-outline", "globe.americas.fill": "earth",

        // Media.
        "music.note": "musical-note",
        "music.note.list": "musical-notes-outline",
        "play": "play-outline", "play.fill": "play",
        "play.circle": "play-circle-outline", "play.circle.fill": "play-circle",
        "pause": "pause-outline", "pause.fill": "pause",
        "pause.circle": "pause-circle-outline", "pause.circle.fill": "pause-circle",
        "stop": "stop-outline", "stop.fill": "stop",
        "stop.circle": "stop-circle-outline", "stop.circle.fill": "stop-circle",
        "backward": "play-back-outline", "backward.fill": "play-back",
        "forward": "play-forward-outline", "forward.fill": "play-forward",
        "backward.end": "play-skip-back-outline", "backward.end.fill": "play-skip-back",
        "forward.end": "play-skip-forward-outline", "forward.end.fill": "play-skip-forward",
        "shuffle": "shuffle-outline",
        "repeat": "repeat-outline",
        "speaker": "volume-off-outline", "speaker.fill": "volume-off",
        "speaker.slash": "volume-mute-outline", "speaker.slash.fill": "volume-mute",
        "speaker.wave.1": "volume-low-outline", "speaker.wave.1.fill": "volume-low",
        "speaker.wave.2": "volume-medium-outline", "speaker.wave.2.fill": "volume-medium",
        "speaker.wave.3": "volume-high-outline", "speaker.wave.3.fill": "volume-high",
        "mic": "mic-outline", "mic.fill": "mic",
        "mic.slash": "mic-off-outline", "mic.slash.fill": "mic-off",
        "headphones": "headset-outline",
        "tv": "tv-outline", "tv.fill": "tv",
        "film": "film-outline", "film.fill": "film",
        "camera": "camera-outline", "camera.fill": "camera",
        "camera.rotate": "camera-reverse-outline", "camera.rotate.fill": "camera-reverse",
        "video": "videocam-outline", "video.fill": "videocam",
        "video.slash": "videocam-off-outline", "video.slash.fill": "videocam-off",
        "photo": "image-outline", "photo.fill": "image",
        "photo.on.rectangle": "images-outline", "photo.on.rectangle.fill": "images",
        "waveform.path.ecg": "pulse-outline",
        // Apple Music's Radio tab: a dot with waves either side, drawn solid, no `.fill` twin.
        "dot.radiowaves.left.and.right": "radio",

        // Communication.
        "message": "chatbubble-outline", "message.fill": "chatbubble",
        "bubble.left": "chatbubble-outline", "bubble.left.fill": "chatbubble",
        "bubble.left.and.bubble.right": "chatbubbles-outline", "bubble.left.and.bubble.right.fill": "chatbubbles",
        "ellipsis.bubble": "chatbubble-ellipses-outline", "ellipsis.bubble.fill": "chatbubble-ellipses",
        "phone": "call-outline", "phone.fill": "call",
        "envelope": "mail-outline", "envelope.fill": "mail",
        "envelope.open": "mail-open-outline", "envelope.open.fill": "mail-open",
        "envelope.badge": "mail-unread-outline", "envelope.badge.fill": "mail-unread",
        "paperplane": "paper-plane-outline", "paperplane.fill": "paper-plane",
        "link": "link-outline",
        "paperclip": "attach-outline",
        "at": "at-outline",

        // Time and places.
        "clock": "time-outline", "clock.fill": "time",
        "alarm": "alarm-outline", "alarm.fill": "alarm",
        "timer": "timer-outline",
        "stopwatch": "stopwatch-outline", "stopwatch.fill": "stopwatch",
        "hourglass": "hourglass-outline",
        "calendar": "calendar-outline",
        "map": "map-outline", "map.fill": "map",
        "location": "navigate-outline", "location.fill": "navigate",
        "location.circle": "navigate-circle-outline", "location.circle.fill": "navigate-circle",
        "mappin": "location",
        "mappin.and.ellipse": "location-outline",
        "pin": "pin-outline", "pin.fill": "pin",
        "scope": "locate-outline",
        "airplane": "airplane",
        "car": "car-outline", "car.fill": "car",
        "bus": "bus-outline", "bus.fill": "bus",
        "tram": "train-outline", "tram.fill": "train",
        "bicycle": "bicycle",
        "figure.walk": "walk",
        "sailboat": "boat-outline", "sailboat.fill": "boat",
        "building.2": "business-outline", "building.2.fill": "business",
        "storefront": "storefront-outline", "storefront.fill": "storefront",
        "bed.double": "bed-outline", "bed.double.fill": "bed",
        "cup.and.saucer": "cafe-outline", "cup.and.saucer.fill": "cafe",
        "fork.knife": "restaurant-outline",
        "wineglass": "wine-outline", "wineglass.fill": "wine",

        // Shopping and money.
        "cart": "cart-outline", "cart.fill": "cart",
        "bag": "bag-outline", "bag.fill": "bag",
        "bag.badge.plus": "bag-add-outline", "bag.badge.plus.fill": "bag-add",
        "basket": "basket-outline", "basket.fill": "basket",
        "creditcard": "card-outline", "creditcard.fill": "card",
        "banknote": "cash-outline", "banknote.fill": "cash",
        "wallet.pass": "wallet-outline", "wallet.pass.fill": "wallet",
        "gift": "gift-outline", "gift.fill": "gift",
        "tag": "pricetag-outline", "tag.fill": "pricetag",
        "ticket": "ticket-outline", "ticket.fill": "ticket",
        "qrcode": "qr-code-outline",
        "barcode": "barcode-outline",
        "viewfinder": "scan-outline",

        // Files and documents.
        "folder": "folder-outline", "folder.fill": "folder",
        "tray": "file-tray-outline", "tray.fill": "file-tray",
        "tray.full": "file-tray-full-outline", "tray.full.fill": "file-tray-full",
        "tray.2": "file-tray-stacked-outline", "tray.2.fill": "file-tray-stacked",
        "archivebox": "archive-outline", "archivebox.fill": "archive",
        "doc": "document-outline", "doc.fill": "document",
        "doc.text": "document-text-outline", "doc.text.fill": "document-text",
        "chart.bar": "stats-chart-outline", "chart.bar.fill": "stats-chart",
        "chart.pie": "pie-chart-outline", "chart.pie.fill": "pie-chart",
        "chart.line.uptrend.xyaxis": "analytics-outline",
        "printer": "print-outline", "printer.fill": "print",
        "icloud.and.arrow.down": "cloud-download-outline", "icloud.and.arrow.down.fill": "cloud-download",
        "icloud.and.arrow.up": "cloud-upload-outline", "icloud.and.arrow.up.fill": "cloud-upload",
        "terminal": "terminal-outline", "terminal.fill": "terminal",
        "chevron.left.forwardslash.chevron.right": "code-slash-outline",
        "textformat": "text-outline",

        // Actions.
        "plus": "add-outline",
        "plus.circle": "add-circle-outline", "plus.circle.fill": "add-circle",
        "minus": "remove-outline",
        "minus.circle": "remove-circle-outline", "minus.circle.fill": "remove-circle",
        "xmark": "close-outline",
        "xmark.circle": "close-circle-outline", "xmark.circle.fill": "close-circle",
        "checkmark": "checkmark-outline",
        "checkmark.circle": "checkmark-circle-outline", "checkmark.circle.fill": "checkmark-circle",
        "checkmark.square": "checkbox-outline", "checkmark.square.fill": "checkbox",
        "square.and.arrow.up": "share-outline", "square.and.arrow.up.fill": "share",
        "square.and.arrow.down": "download-outline", "square.and.arrow.down.fill": "download",
        "trash": "trash-outline", "trash.fill": "trash",
        "pencil": "pencil-outline",
        "square.and.pencil": "create-outline",
        "scissors": "cut-outline",
        "arrow.clockwise": "refresh-outline",
        "arrow.triangle.2.circlepath": "sync-outline",
        "arrow.uturn.backward": "arrow-undo-outline",
        "arrow.uturn.forward": "arrow-redo-outline",
        "arrowshape.turn.up.left": "arrow-undo-outline", "arrowshape.turn.up.left.fill": "arrow-undo",
        "arrowshape.turn.up.right": "arrow-redo-outline", "arrowshape.turn.up.right.fill": "arrow-redo",
        "arrow.up.arrow.down": "swap-vertical-outline",
        "arrow.left.arrow.right": "swap-horizontal-outline",
        "arrow.up.left.and.arrow.down.right": "expand-outline",
        "arrow.down.right.and.arrow.up.left": "contract-outline",
        "rectangle.portrait.and.arrow.right": "log-out-outline", "rectangle.portrait.and.arrow.right.fill": "log-out",
        "power": "power-outline",

        // Arrows and chevrons.
        "chevron.left": "chevron-back-outline",
        "chevron.right": "chevron-forward-outline",
        "chevron.up": "chevron-up-outline",
        "chevron.down": "chevron-down-outline",
        "chevron.up.chevron.down": "chevron-expand-outline",
        "chevron.left.circle": "chevron-back-circle-outline", "chevron.left.circle.fill": "chevron-back-circle",
        "chevron.right.circle": "chevron-forward-circle-outline", "chevron.right.circle.fill": "chevron-forward-circle",
        "arrow.left": "arrow-back-outline",
        "arrow.right": "arrow-forward-outline",
        "arrow.up": "arrow-up-outline",
        "arrow.down": "arrow-down-outline",
        "arrow.up.circle": "arrow-up-circle-outline", "arrow.up.circle.fill": "arrow-up-circle",
        "arrow.down.circle": "arrow-down-circle-outline", "arrow.down.circle.fill": "arrow-down-circle",

        // Status, safety and help.
        "lock": "lock-closed-outline", "lock.fill": "lock-closed",
        "lock.open": "lock-open-outline", "lock.open.fill": "lock-open",
        "key": "key-outline", "key.fill": "key",
        "eye": "eye-outline", "eye.fill": "eye",
        "eye.slash": "eye-off-outline", "eye.slash.fill": "eye-off",
        "flag": "flag-outline", "flag.fill": "flag",
        "shield": "shield-outline", "shield.fill": "shield",
        "checkmark.shield": "shield-checkmark-outline", "checkmark.shield.fill": "shield-checkmark",
        "info": "information-outline",
        "info.circle": "information-circle-outline", "info.circle.fill": "information-circle",
        "questionmark": "help-outline",
        "questionmark.circle": "help-circle-outline", "questionmark.circle.fill": "help-circle",
        "exclamationmark.circle": "alert-circle-outline", "exclamationmark.circle.fill": "alert-circle",
        "exclamationmark.triangle": "warning-outline", "exclamationmark.triangle.fill": "warning",
        "hand.thumbsup": "thumbs-up-outline", "hand.thumbsup.fill": "thumbs-up",
        "hand.thumbsdown": "thumbs-down-outline", "hand.thumbsdown.fill": "thumbs-down",
        "hand.raised": "hand-left-outline", "hand.raised.fill": "hand-left",
        "face.smiling": "happy-outline", "face.smiling.fill": "happy",
        "accessibility": "accessibility-outline", "accessibility.fill": "accessibility",
        "wifi": "wifi-outline",
        "bolt": "flash-outline", "bolt.fill": "flash",
        "bolt.slash": "flash-off-outline", "bolt.slash.fill": "flash-off",

        // Devices.
        "iphone": "phone-portrait-outline",
        "ipad": "tablet-portrait-outline",
        "laptopcomputer": "laptop-outline",
        "desktopcomputer": "desktop-outline",
        "applewatch": "watch-outline",
        "gamecontroller": "game-controller-outline", "gamecontroller.fill": "game-controller",
        "cpu": "hardware-chip-outline", "cpu.fill": "hardware-chip",

        // Weather and nature.
        "sun.max": "sunny-outline", "sun.max.fill": "sunny",
        "moon": "moon-outline", "moon.fill": "moon",
        "cloud": "cloud-outline", "cloud.fill": "cloud",
        "cloud.sun": "partly-sunny-outline", "cloud.sun.fill": "partly-sunny",
        "cloud.rain": "rainy-outline", "cloud.rain.fill": "rainy",
        "cloud.bolt": "thunderstorm-outline", "cloud.bolt.fill": "thunderstorm",
        "snowflake": "snow-outline",
        "umbrella": "umbrella-outline", "umbrella.fill": "umbrella",
        "thermometer": "thermometer-outline",
        "flame": "flame-outline", "flame.fill": "flame",
        "drop": "water-outline", "drop.fill": "water",
        "leaf": "leaf-outline", "leaf.fill": "leaf",
        "pawprint": "paw-outline", "pawprint.fill": "paw",

        // Things.
        "briefcase": "briefcase-outline", "briefcase.fill": "briefcase",
        "graduationcap": "school-outline", "graduationcap.fill": "school",
        "lightbulb": "bulb-outline", "lightbulb.fill": "bulb",
        "puzzlepiece": "extension-puzzle-outline", "puzzlepiece.fill": "extension-puzzle",
        "cube": "cube-outline", "cube.fill": "cube",
        "trophy": "trophy-outline", "trophy.fill": "trophy",
        "medal": "medal-outline", "medal.fill": "medal",
        "rosette": "ribbon-outline",
        "sparkles": "sparkles-outline",
        "wand.and.stars": "color-wand-outline",
        "paintbrush": "brush-outline", "paintbrush.fill": "brush",
        "paintpalette": "color-palette-outline", "paintpalette.fill": "color-palette",
        "hammer": "hammer-outline", "hammer.fill": "hammer",
        "wrench.and.screwdriver": "construct-outline", "wrench.and.screwdriver.fill": "construct",
        "cross.case": "medkit-outline", "cross.case.fill": "medkit",
        "dumbbell": "barbell-outline", "dumbbell.fill": "barbell",
        "tshirt": "shirt-outline", "tshirt.fill": "shirt",
        "speedometer": "speedometer-outline",
        "circle": "ellipse-outline", "circle.fill": "ellipse",
        "square": "square-outline", "square.fill": "square",
        "triangle": "triangle-outline", "triangle.fill": "triangle",
    ]

    /// Up to three known names nearest to `name`, nearest first: fewest edits, then the longest
    /// shared start (`person.crop.square` is nearer `person.crop.circle` than `person.square`).
    public static func nearestNames(to name: String, limit: Int = 3) -> [String] {
        // The distance is at least the difference in length, and the table's names are short: a
        // name far longer than any is near none, and comparing it would cost its length times
        // every name's (a megabyte took minutes).
        guard name.utf8.count <= longestName * 2 else { return [] }
        let typed = Array(name.lowercased())
        let ranked = drawings.keys.map { known -> (name: String, edits: Int, shared: Int) in
            let candidate = Array(known)
            let shared = zip(typed, candidate).prefix { $0 == $1 }.count
            return (known, editDistance(typed, candidate), shared)
        }.sorted { ($0.edits, -$0.shared, $0.name) < ($1.edits, -$1.shared, $1.name) }
        guard let best = ranked.first else { return [] }
        // Only names about as near as the nearest: a list of three where one is right and two
        // are arbitrary would read as three equally good guesses.
        return ranked.prefix(limit).filter { $0.edits <= best.edits + 2 }.map(\.name)
    }

    /// The longest known name, in bytes.
    static let longestName = drawings.keys.map(\.utf8.count).max() ?? 0

    /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

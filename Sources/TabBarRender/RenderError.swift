import TabBarModel

/// Why a spec could not be drawn.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// Something in the user's input: a field, or a file a field names.
    case input(SpecError)
    /// The machine lacks something the renderer needs (a font, the icon folder).
    case setup(String)
    /// Cairo, librsvg or the encoder failed while drawing.
    case drawing(String)

    public var description: String {
        switch self {
        case .input(let error): error.description
        case .setup(let message): message
        case .drawing(let message): "drawing failed: \(message)"
        }
    }
}

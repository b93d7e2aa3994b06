/// A user action that cannot happen in the controller's current state, such as tapping a row of
/// a More list that is not on screen. Not a refusal: a refused tap is an outcome, not an error.
public struct ControllerError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

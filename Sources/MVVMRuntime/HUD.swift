/// A message for the screen's HUD (convention C12): progress while something loads, or an
/// answer to show, with the server's code when it sent one.
///
/// It is an `Error` too: a `fetch…Page` or command that throws one has it shown as is.
public struct HUDMessage: Error, Hashable, Sendable {
    /// How the HUD shows a message: a spinner that stays, or text that hides itself.
    public enum Style: Hashable, Sendable {
        /// A spinner with the text; stays until hidden.
        case progress
        /// The text (and code); hides itself after a moment.
        case message
    }

    /// The text the HUD shows (under the spinner for progress).
    public var text: String
    /// The server's code for the message ("500", the article's "8888"); nil for local ones.
    public var code: String?
    /// A spinner that stays, or text that hides itself: `.message` unless made by `progress(_:)`.
    public var style: Style

    /// A message to show, hiding itself after a moment.
    public init(_ text: String, code: String? = nil) {
        self.text = text
        self.code = code
        self.style = .message
    }

    /// A spinner, with `text` under it when given; stays until the HUD is hidden.
    public static func progress(_ text: String = "") -> HUDMessage {
        var message = HUDMessage(text)
        message.style = .progress
        return message
    }

    /// The text as the HUD shows it: the code, when there is one, after the message.
    public var displayText: String {
        guard let code, !code.isEmpty else { return text }
        return "\(text) (\(code))"
    }
}

/// What a screen's HUD shows; nil while hidden. The view model holds one, kept (see
/// `BaseViewModel.kept(_:make:)`), and sends the screen's `updateHUD` when it changes.
@MainActor
public final class HUD {
    /// What the HUD shows; nil hides it.
    public var message: HUDMessage?

    /// A hidden HUD.
    public init() {}
}

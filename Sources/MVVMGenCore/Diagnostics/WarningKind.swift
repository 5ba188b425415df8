/// Warnings that can be turned off with `silence: [name]`, for the file or one screen.
/// A warning's kind is printed after its message, as compilers print their flag names.
public enum WarningKind: String, CaseIterable, Sendable {
    /// A callback no command sends.
    case unsentCallback
    /// A read-write property that no command lists under `reads`.
    case unreadProperty
    /// A list whose child screen is not of kind `cell`.
    case childNotCell
    /// A command that loads pages on a screen with a HUD and does not declare `updateHUD`,
    /// which every page load sends there.
    case undeclaredHUD
}

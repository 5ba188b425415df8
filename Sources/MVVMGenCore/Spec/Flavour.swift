/// Which UI framework a screen's view layer is written for: `uikit` (a view controller,
/// callbacks) or `swiftui` (a SwiftUI view that observes an `@Observable` view model).
/// Chosen per screen (`flavour:`) or for a project (`flavour:` in `mvvmgen.yml`); the view
/// model's data interfaces, commands, routes and tests are the same in both.
public enum Flavour: String, Sendable, CaseIterable {
    case uikit
    case swiftui

    /// The platforms the swiftui flavour's code needs, for its `@available` attributes:
    /// Observation (`@Observable`, `ObservationRegistrar`) and `@Bindable` came with them.
    public static let swiftUIPlatforms = "iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0"
}

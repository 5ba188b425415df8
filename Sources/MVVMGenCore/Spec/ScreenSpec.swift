/// A screen as its YAML describes it. Its fields sit behind one reference, copied only
/// when a copy that shares them is changed: checks, translation and descriptions pass
/// screens around, and each copy counted every array and name it holds.
public struct ScreenSpec: Sendable {
    private struct Fields: Sendable {
        var name: Name
        var summary: String?
        var kind: ScreenKind = .plain
        var flavour: Flavour?
        var flavourLocation: SourceLocation?
        var owns: [DependencySpec] = []
        var given: [DependencySpec] = []
        var properties: [PropertySpec] = []
        var lists: [ListSpec] = []
        var commands: [CommandSpec] = []
        var callbacks: [CallbackSpec] = []
        var routes: [RouteSpec] = []
        var backRoutes: [BackRouteSpec] = []
        var tabs: [Name] = []
        var tabItems: [String: TabItemSpec] = [:]
        var silence: [Name] = []
        var hud: SourceLocation?
        var refresh: Name?
        var header: Name?
        var title: (text: String, location: SourceLocation)?
    }

    private var fields: CopyOnWrite<Fields>

    init(name: Name) {
        fields = CopyOnWrite(Fields(name: name))
    }

    /// The flavour the screen is generated in, once validation gave it the default.
    public var isSwiftUI: Bool { fields.value.flavour == .swiftui }

    public var name: Name {
        get { fields.value.name }
        set { fields.update { $0.name = newValue } }
    }

    public var summary: String? {
        get { fields.value.summary }
        set { fields.update { $0.summary = newValue } }
    }

    public var kind: ScreenKind {
        get { fields.value.kind }
        set { fields.update { $0.kind = newValue } }
    }

    /// The view layer's framework: as written (`flavour:`), or nil before validation, which
    /// gives every screen without one the configured default.
    public var flavour: Flavour? {
        get { fields.value.flavour }
        set { fields.update { $0.flavour = newValue } }
    }

    /// Where `flavour:` was written; nil when the configured default applies.
    public var flavourLocation: SourceLocation? {
        get { fields.value.flavourLocation }
        set { fields.update { $0.flavourLocation = newValue } }
    }

    /// Objects the view model creates and owns: fat models (C6).
    public var owns: [DependencySpec] {
        get { fields.value.owns }
        set { fields.update { $0.owns = newValue } }
    }

    /// Objects the view model is given when created: services, shared models, ids (C11).
    public var given: [DependencySpec] {
        get { fields.value.given }
        set { fields.update { $0.given = newValue } }
    }

    public var properties: [PropertySpec] {
        get { fields.value.properties }
        set { fields.update { $0.properties = newValue } }
    }

    public var lists: [ListSpec] {
        get { fields.value.lists }
        set { fields.update { $0.lists = newValue } }
    }

    public var commands: [CommandSpec] {
        get { fields.value.commands }
        set { fields.update { $0.commands = newValue } }
    }

    public var callbacks: [CallbackSpec] {
        get { fields.value.callbacks }
        set { fields.update { $0.callbacks = newValue } }
    }

    public var routes: [RouteSpec] {
        get { fields.value.routes }
        set { fields.update { $0.routes = newValue } }
    }

    /// Routes back to the first screen of the stack.
    /// Routes back (`show: pop`, `dismiss` or `popToRoot`): they show no new screen.
    public var backRoutes: [BackRouteSpec] {
        get { fields.value.backRoutes }
        set { fields.update { $0.backRoutes = newValue } }
    }

    /// For tab bar screens: the screens shown as tabs, in order.
    public var tabs: [Name] {
        get { fields.value.tabs }
        set { fields.update { $0.tabs = newValue } }
    }

    /// The tab bar items written for tabs, by tab screen name; a tab without one is titled
    /// with its screen's name.
    public var tabItems: [String: TabItemSpec] {
        get { fields.value.tabItems }
        set { fields.update { $0.tabItems = newValue } }
    }

    /// Warnings turned off for this screen, by name (see `WarningKind`).
    public var silence: [Name] {
        get { fields.value.silence }
        set { fields.update { $0.silence = newValue } }
    }

    /// Where `hud: true` was written; nil for a screen without a HUD (convention C12).
    public var hud: SourceLocation? {
        get { fields.value.hud }
        set { fields.update { $0.hud = newValue } }
    }

    /// The async command pull to refresh runs, on a table whose rows do not page.
    public var refresh: Name? {
        get { fields.value.refresh }
        set { fields.update { $0.refresh = newValue } }
    }

    /// The cell screen whose view model the table's header view shows (convention C8).
    public var header: Name? {
        get { fields.value.header }
        set { fields.update { $0.header = newValue } }
    }

    /// The navigation bar's title, as written, and where; nil for none.
    public var title: (text: String, location: SourceLocation)? {
        get { fields.value.title }
        set { fields.update { $0.title = newValue } }
    }
}

/// One argument of a generated call: `label: expression`, with a line comment that says
/// what an opaque expression means (a date's written form).
public struct CallArgument: Hashable, Sendable, CustomStringConvertible {
    public var label: String
    public var expression: String
    public var comment: String?

    public init(_ label: String, _ expression: String, comment: String? = nil) {
        self.label = label
        self.expression = expression
        self.comment = comment
    }

    public var description: String { "\(label): \(expression)" }
}

/// What translation needs of one screen that the validator worked out while checking it,
/// so translation only reads it: each value here was checked, or its absence reported.
public struct ResolvedScreen: Sendable {
    /// By route name: the arguments the target's view model is made with, in the order the
    /// target is given its objects; those left out have a default.
    public var routeArguments: [String: [CallArgument]] = [:]
    /// By tab, the screen's name: the same for the tab's view model.
    public var tabArguments: [String: [CallArgument]] = [:]
    /// What the table header's view model is made with.
    public var headerArguments: [CallArgument] = []
    /// The arguments generated tests make the view model with, in `given` order; objects
    /// whose own default serves are left out.
    public var testArguments: [CallArgument] = []
    /// By property name: the value the property has when no sample replaces it.
    public var propertyDefaults: [String: String] = [:]
    /// By command name: the arguments generated tests and action examples call it with.
    public var commandArguments: [String: [CallArgument]] = [:]
    /// By route name: the arguments generated tests call its show method with, for routes
    /// whose every parameter has a sample or an obvious value; the others get no test.
    public var routeShowArguments: [String: [CallArgument]] = [:]
    /// By route name, for the routes without a test: each parameter (`name: Type`) that has
    /// neither a sample nor an obvious value.
    public var routeParametersWithoutValue: [String: [String]] = [:]
    /// By list name: the cell view of a list of cell screens' view models; other lists use
    /// plain cells.
    public var cellViews: [String: String] = [:]
    /// Owned objects whose initial value reads another member of the view model (a given
    /// object, `self`): property initializers run before `self` exists, so `init` makes them.
    public var ownedMadeInInit: Set<String> = []
    /// By stored property: the callbacks its change sends (its own `sends`, and those of
    /// the derived properties computed from it); properties whose change sends none are absent.
    public var changeAnnouncements: [String: [String]] = [:]
}

/// What translation needs of one model that the validator worked out while checking it.
public struct ResolvedModel: Sendable {
    /// By field name: the default of each field that has one, written or obvious.
    public var fieldDefaults: [String: String] = [:]
    /// By fixture name: the model's initializer arguments, in field order.
    public var fixtureArguments: [String: [CallArgument]] = [:]
}

extension Dictionary where Key == String {
    /// The fact resolved for `name`. The validator resolves one for every name of a file it
    /// passes, so a missing one is a bug in it, not in the file.
    func resolved(_ name: String) -> Value {
        guard let value = self[name] else { preconditionFailure("the validator resolved nothing for '\(name)'") }
        return value
    }
}

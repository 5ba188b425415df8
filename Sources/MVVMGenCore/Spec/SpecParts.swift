/// The parsed description of one YAML file: what the person wrote, with locations,
/// before any cross-checking. Produced by `SpecParser`, checked by `SpecValidator`.
public struct SpecFile: Sendable {
    public var input: InputFile
    public var screens: [ScreenSpec] = []
    public var models: [ModelSpec] = []
    public var fixtures: [FixtureSpec] = []
    /// Types the person's own code defines (fat models, services), declared so they can be checked.
    public var types: [Name] = []
    /// Modules every generated file imports besides the runtime: where the types of
    /// `types` come from when another target of the package declares them.
    public var imports: [Name] = []
    /// Warnings turned off for the whole file, by name (see `WarningKind`).
    public var silence: [Name] = []
    /// Objects given to every screen of the file but cell screens (a services object),
    /// declared once; the parser puts them first in each such screen's `given`.
    public var given: [DependencySpec] = []
    /// Screens and models whose description could not be read: references to them are not
    /// reported again as undeclared.
    public var unreadable: Set<String> = []
}

/// A name as written, with where it was written.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }

    public var description: String { text }
}

/// A piece of Swift source (a type or an expression) copied into the output as written.
public struct SwiftCode: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }

    public var description: String { text }
}

/// The base-class family of a screen (convention C9).
public enum ScreenKind: String, Sendable, CaseIterable {
    /// A `UIViewController` with its own views.
    case plain
    /// A `UIViewController` around a `UITableView`: one section per list.
    case table
    /// A `UITabBarController` whose tabs are other screens.
    case tabBar
    /// A `UIViewController` whose segmented control, in its navigation bar, shows one of
    /// other screens (its `tabs`) as a child view controller.
    case segmented
    /// A child view model shown inside another screen's list (convention C8): no controller.
    case cell
}

/// What a tab shows in the tab bar.
public struct TabItemSpec: Sendable, Equatable {
    public enum Image: Sendable, Equatable {
        /// An image of the app's asset catalog: `UIImage(named:)`.
        case named(String)
        /// An SF Symbol: `UIImage(systemName:)`.
        case system(String)
    }

    public var title: String?
    public var image: Image?

    public init(title: String? = nil, image: Image? = nil) {
        self.title = title
        self.image = image
    }
}

public struct DependencySpec: Sendable {
    public var name: Name
    public var type: SwiftCode
    /// For owned objects: how to create it (default `Type()`).
    public var initialValue: SwiftCode?
    /// For given objects: a value the generated tests and previews pass in.
    public var sample: SwiftCode?
    public var summary: String?
}

public enum PropertyAccess: String, Sendable, CaseIterable {
    /// The controller reads it; only the view model sets it.
    case readonly
    /// The controller writes it too (an input such as a text field's text).
    case readwrite
}

public struct ListSpec: Sendable {
    public var name: Name
    /// The type of one row: a model, a plain type, or a child screen's view model.
    public var item: SwiftCode
    /// The item-at-index accessor's name; default: the list's name.
    public var accessor: Name?
    /// The child screen whose view models fill the list (C8), when `item` names one.
    public var child: Name?
    /// Rows the screen shows before the real logic exists: a Swift array expression.
    public var sample: SwiftCode?
    public var summary: String?
    /// For a paged list: its page size, refresh and load more.
    public var paging: PagingSpec?
    /// The rows of a static list, as the YAML lists them: text for a list of `String`, else
    /// Swift expressions. The regenerated interface holds them; the view model stores none.
    public var rows: [SwiftCode]?
    /// The title of the list's table section.
    public var title: String?
}

public struct ParameterSpec: Sendable {
    public var name: Name
    public var type: SwiftCode
    /// A value the generated tests and skeletons pass.
    public var sample: SwiftCode?
}

public struct CommandSpec: Sendable {
    public var name: Name
    public var parameters: [ParameterSpec] = []
    public var isAsync = false
    /// For async commands: what a second call does while the first still runs.
    public var whileRunning: WhileRunning?
    /// Callback actions this command sends, in the order written.
    public var sends: [Name] = []
    /// Properties the command uses, for documentation and the unread-property warning.
    public var reads: [Name] = []
    public var summary: String?
}

extension CommandSpec {
    /// The runtime's `WhileRunning` policies, as the YAML names them.
    public enum WhileRunning: String, Sendable, CaseIterable {
        case ignore, restart, parallel
    }
}

public struct CallbackSpec: Sendable {
    public var name: Name
    public var summary: String?
    /// Something that happened (an error to show), not a change of state: the controller's
    /// first render, which applies every state callback once, skips it.
    public var isEvent = false
    /// The type of the `info` it is sent with (an error's message), when declared: its
    /// handler gets `info` as that type, optional, instead of `Any?`.
    public var info: SwiftCode?
    /// Set for the callbacks `hud` and `paging` add: the generator handles them.
    public var standard: StandardCallback?
}

public struct RouteSpec: Sendable {
    public var name: Name
    public var target: Name
    public var presentation: Presentation = .push
    /// Values the route passes to the target screen's `given` objects.
    public var parameters: [ParameterSpec] = []
    public var summary: String?

    public enum Presentation: String, Sendable, CaseIterable {
        case push
        case present
        /// The target becomes the app's only screen (after login, the home screen).
        case resetRoot
    }
}

/// A route back (`show: pop`, `dismiss` or `popToRoot`): it shows no new screen, it leaves
/// this one, as a picker does once it has handed its result back.
public struct BackRouteSpec: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Back to the screen below on the navigation stack.
        case pop
        /// Closes the presented stack this screen is in.
        case dismiss
        /// Back to the first screen of the stack.
        case popToRoot
    }

    public var name: Name
    public var kind: Kind
    public var summary: String?
}

public struct ModelSpec: Sendable {
    public var name: Name
    public var summary: String?
    public var fields: [FieldSpec] = []
    /// Protocols the generated struct adopts; default `Equatable, Sendable`.
    public var conforms: [Name]?
}

public struct FieldSpec: Sendable {
    public var name: Name
    public var type: SwiftCode
    public var defaultValue: SwiftCode?
    public var summary: String?
}

/// Sample data: one instance of a declared model (C11).
public struct FixtureSpec: Sendable {
    public var name: Name
    public var model: Name
    public var values: [(field: Name, value: FixtureValue)] = []
    public var summary: String?
}

/// A value in fixture data, as YAML gave it; typed against the model's fields later.
public indirect enum FixtureValue: Sendable {
    case scalar(String, quoted: Bool, at: SourceLocation)
    case sequence([FixtureValue], at: SourceLocation)
    case mapping([(key: Name, value: FixtureValue)], at: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .scalar(_, _, let location), .sequence(_, let location), .mapping(_, let location): location
        }
    }
}

/// The JSON Schema of screen files (`*.screen.yaml`), built from `SpecKeys`: each object
/// accepts exactly the keys the parser reads, and the words of each choice are the Swift
/// enumerations the parser checks against. `mvvmgen schema` prints it.
public enum ScreenFileSchema {
    public static var document: JSONValue { build().document }
    /// Keys in the parser's tables without a schema here, or the other way round.
    public static var drift: [String] { build().drift }

    private static func build() -> (document: JSONValue, drift: [String]) {
        var builder = SchemaBuilder()
        let scalar = Schema.scalarTypes
        let definitions: [(key: String, value: JSONValue)] = [
            ("screen", Schema.widened(screen(&builder), to: ["null"])),
            ("objects", Schema.named(Schema.widened(dependency(&builder), to: scalar))),
            ("property", Schema.widened(property(&builder), to: scalar)),
            ("list", Schema.widened(list(&builder), to: scalar)),
            ("paging", Schema.widened(paging(&builder), to: ["integer"], adding: pageBounds)),
            ("command", Schema.widened(command(&builder), to: ["null", "string", "array"], adding: names)),
            ("parameters", Schema.named(Schema.widened(parameter(&builder), to: scalar))),
            ("callbacks", Schema.namesOrNamed(Schema.widened(callback(&builder), to: ["null"] + scalar))),
            ("route", Schema.widened(route(&builder), to: ["string"])),
            ("tabs", Schema.namesOrNamed(Schema.widened(tab(&builder), to: ["null", "string"]))),
            ("model", model(&builder)),
            ("fixture", fixture(&builder)),
            (
                "silence",
                .object([
                    ("type", .string("array")), ("items", Schema.oneOfWords(WarningKind.allCases.map(\.rawValue))),
                ])
            ),
        ]
        let top = builder.object(
            "the top level",
            keys: SpecKeys.file,
            values: [
                "screens": Schema.doc(
                    "The screens, by name: each gives a view model, a controller and tests.",
                    Schema.named(Schema.ref("screen"))
                ),
                "given": Schema.doc(
                    "Objects given to every screen of this file but cell screens.",
                    Schema.ref("objects")
                ),
                "models": Schema.doc("Value types generated as structs, by name.", Schema.named(Schema.ref("model"))),
                "fixtures": Schema.doc("Sample instances of models, by name.", Schema.named(Schema.ref("fixture"))),
                "types": Schema.doc("Types your own code defines (services, fat models).", Schema.names),
                "imports": Schema.doc(
                    "Modules every generated file imports: other targets whose types `types` names.",
                    Schema.names
                ),
                "parts": Schema.doc(
                    "Shared parts for YAML anchors (&name) and merge keys (<<: *name); read for nothing else.",
                    .object([])
                ),
                "silence": Schema.doc("Warnings turned off for the whole file.", Schema.ref("silence")),
            ],
            required: ["screens"]
        )
        guard case .object(let entries) = top else { return (top, builder.drift) }
        let document = JSONValue.object(
            [
                ("$schema", .string("http://json-schema.org/draft-07/schema#")),
                ("title", .string("mvvmgen screen file")),
                ("description", .string("MVVM screens described in YAML; see mvvmgen's README, \"YAML reference\".")),
            ] + entries + [("definitions", .object(definitions))]
        )
        return (document, builder.drift)
    }

    /// A list's items are names (a command's callbacks).
    private static let names: [(key: String, value: JSONValue)] = [("items", Schema.type("string"))]
    private static let pageBounds: [(key: String, value: JSONValue)] = [
        ("minimum", .integer(1)), ("maximum", .integer(10_000)),
    ]
    private static let pageSize = JSONValue.object([("type", .string("integer"))] + pageBounds)

    private static func screen(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a screen",
            keys: SpecKeys.screen,
            values: [
                "summary": Schema.doc("The documentation of the view model and controller.", Schema.scalar),
                "kind": Schema.doc(
                    "The base-class family (C9).",
                    Schema.oneOfWords(ScreenKind.allCases.map(\.rawValue))
                ),
                "flavour": Schema.doc(
                    "The view layer: uikit (a view controller) or swiftui (a SwiftUI view over an @Observable view model); default: mvvmgen.yml's flavour, else uikit.",
                    Schema.oneOfWords(Flavour.allCases.map(\.rawValue))
                ),
                "owns": Schema.doc("Objects the view model creates and keeps: fat models (C6).", Schema.ref("objects")),
                "given": Schema.doc(
                    "Objects passed to the view model's init: services, ids (C11).",
                    Schema.ref("objects")
                ),
                "properties": Schema.doc("Data the controller reads (C7).", Schema.named(Schema.ref("property"))),
                "lists": Schema.doc(
                    "Data interfaces of lists (C4); a table shows one section per list.",
                    Schema.named(Schema.ref("list"))
                ),
                "commands": Schema.doc("What the controller calls.", Schema.named(Schema.ref("command"))),
                "callbacks": Schema.doc(
                    "The members of the screen's callback OptionSet (C2).",
                    Schema.ref("callbacks")
                ),
                "routes": Schema.doc("Next screens (C8, C10).", Schema.named(Schema.ref("route"))),
                "tabs": Schema.doc("For tabBar screens: the screens shown as tabs, in order.", Schema.ref("tabs")),
                "title": Schema.doc(
                    "The navigation bar's title: connectViewModel() sets the controller's title. Not for cell screens.",
                    Schema.scalar
                ),
                "hud": Schema.doc(
                    "A HUD (C12): hud.message, showHUD(_:), hideHUD() and the callback updateHUD.",
                    Schema.bool
                ),
                "header": Schema.doc(
                    "For table screens: the cell screen whose view model the table's header view shows.",
                    Schema.type("string")
                ),
                "refresh": Schema.doc(
                    "For table screens without a paged list: the async command pull to refresh runs.",
                    Schema.scalar
                ),
                "silence": Schema.doc("Warnings turned off for this screen.", Schema.ref("silence")),
            ]
        )
    }

    private static func dependency(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "an object",
            keys: SpecKeys.dependency,
            values: [
                "type": Schema.doc("The Swift type.", Schema.scalar),
                "default": Schema.doc("A Swift expression: how it is made, or its default argument.", Schema.scalar),
                "sample": Schema.doc("What generated tests pass.", Schema.scalar),
                "summary": Schema.scalar,
            ],
            required: ["type"]
        )
    }

    private static func property(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a property",
            keys: SpecKeys.property,
            values: [
                "type": Schema.doc("The Swift type.", Schema.scalar),
                "access": Schema.oneOfWords(PropertyAccess.allCases.map(\.rawValue)),
                "default": Schema.doc("The initial value, a Swift expression.", Schema.scalar),
                "sample": Schema.doc("The value the created-once stub starts with (C3).", Schema.scalar),
                "from": Schema.doc("For a derived property: the properties it is computed from.", Schema.nameOrNames),
                "value": Schema.doc("For a derived property: the Swift expression that computes it.", Schema.scalar),
                "sends": Schema.doc("The callbacks sent whenever it changes.", Schema.nameOrNames),
                "summary": Schema.scalar,
            ],
            required: ["type"]
        )
    }

    private static func list(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a list",
            keys: SpecKeys.list,
            values: [
                "item": Schema.doc("The type of a row.", Schema.scalar),
                "child": Schema.doc("A cell screen whose view models are the rows (C8).", Schema.type("string")),
                "accessor": Schema.doc("The row accessor's name; default: the list's name.", Schema.type("string")),
                "sample": Schema.doc("A Swift array the stub starts with.", Schema.scalar),
                "paging": Schema.doc("A paged list (C9): the page size, or the long form.", Schema.ref("paging")),
                "rows": Schema.doc(
                    "A static list's rows: text for String rows (the item type when none is given), else Swift.",
                    .object([("type", .string("array")), ("items", Schema.scalar), ("minItems", .integer(1))])
                ),
                "title": Schema.doc("The title of the list's table section.", Schema.scalar),
                "summary": Schema.scalar,
            ]
        )
    }

    private static func paging(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "paging",
            keys: SpecKeys.paging,
            values: [
                "pageSize": Schema.doc("Rows a page holds; a shorter page is the last.", pageSize),
                "refresh": Schema.doc("Pull to refresh loads the first page again (default true).", Schema.bool),
                "loadMore": Schema.doc("A footer button loads the next page (default true).", Schema.bool),
                "loadingMessage": Schema.doc("The HUD's text while a page loads; needs hud: true.", Schema.scalar),
                "loadMoreTitle": Schema.doc("The footer button's title.", Schema.scalar),
                "allLoadedMessage": Schema.doc(
                    "The footer's text after the last page; empty removes it.",
                    Schema.scalar
                ),
            ],
            required: ["pageSize"]
        )
    }

    private static func command(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a command",
            keys: SpecKeys.command,
            values: [
                "parameters": Schema.ref("parameters"),
                "async": Schema.doc("An async command, run as the controller's task.", Schema.bool),
                "whileRunning": Schema.oneOfWords(CommandSpec.WhileRunning.allCases.map(\.rawValue)),
                "sends": Schema.doc("The callbacks it sends.", Schema.nameOrNames),
                "reads": Schema.doc("The properties it uses.", Schema.nameOrNames),
                "summary": Schema.scalar,
            ]
        )
    }

    private static func parameter(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a parameter",
            keys: SpecKeys.parameter,
            values: ["type": Schema.scalar, "sample": Schema.doc("The argument tests pass.", Schema.scalar)],
            required: ["type"]
        )
    }

    private static func callback(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a callback",
            keys: SpecKeys.callback,
            values: [
                "summary": Schema.scalar,
                "event": Schema.doc("Something that happened, not replayed at the first render.", Schema.bool),
                "info": Schema.doc(
                    "The type of the info it is sent with; its handler gets it as that type, optional.",
                    Schema.type("string")
                ),
            ]
        )
    }

    private static func route(_ builder: inout SchemaBuilder) -> JSONValue {
        let backs = BackRouteSpec.Kind.allCases.map(\.rawValue)
        let shows = RouteSpec.Presentation.allCases.map(\.rawValue) + backs
        let object = builder.object(
            "a route",
            keys: SpecKeys.route,
            values: [
                "to": Schema.doc("The target screen.", Schema.type("string")),
                "show": Schema.oneOfWords(shows),
                "with": Schema.doc("Values the route passes, label: Type.", Schema.ref("parameters")),
                "summary": Schema.scalar,
            ]
        )
        // A route back (pop, dismiss, popToRoot) shows no screen: no target, nothing passed.
        let back = JSONValue.object([
            ("type", .string("object")),
            ("properties", .object([("show", .object([("enum", .array(backs.map(JSONValue.string)))]))])),
            ("required", .array([.string("show")])),
        ])
        let noTarget = JSONValue.object([
            (
                "not",
                Schema.anyOf(
                    .object([("required", .array([.string("to")]))]),
                    .object([("required", .array([.string("with")]))])
                )
            )
        ])
        guard case .object(let entries) = object else { return object }
        return .object(
            entries + [
                ("if", back), ("then", noTarget), ("else", .object([("required", .array([.string("to")]))])),
            ]
        )
    }

    private static func tab(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a tab",
            keys: SpecKeys.tab,
            values: [
                "title": Schema.scalar,
                "image": Schema.doc("An image of your asset catalog.", Schema.type("string")),
                "systemImage": Schema.doc("An SF Symbol.", Schema.type("string")),
            ]
        )
    }
}

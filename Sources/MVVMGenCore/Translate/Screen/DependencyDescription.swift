/// An object a view model owns (makes itself) or is given.
struct DependencyDescription: TemplateObject {
    let spec: DependencySpec
    let access: String
    let owned: Bool
    /// Owned, and made by `init`: its initial value reads another member.
    var madeInInit = false

    static let table = TemplateTable<DependencyDescription>(
        "Object",
        "An object the view model owns or is given.",
        [
            .string("name", "The stored property's name.") { $0.spec.name.text },
            .string("type", "Its type, as written.") { $0.spec.type.text },
            .string(
                "parameterType",
                "Its type as an `init` parameter: a function type is `@escaping`, since it is kept."
            ) {
                ParameterType.escaping($0.spec.type.text)
            },
            .bool(
                "madeInInit",
                "Owned: true when its initial value reads another member (a given object), so `init` makes it after the given objects (a property initializer runs before `self` exists)."
            ) { $0.madeInInit },
            .string("declaration", "The stored property: `let name = Type()` when owned, `let name: Type` when given.")
            {
                $0.owned
                    ? "\($0.access)let \($0.spec.name.text) = \($0.spec.initialValue?.text ?? $0.spec.type.text + "()")"
                    : "\($0.access)let \($0.spec.name.text): \($0.spec.type.text)"
            }.deprecated("read `name`, `type` and `initialValue`"),
            .string("initialValue", "Owned: what makes it (empty: `Type()`); given: its default (empty: none).") {
                $0.spec.initialValue?.text ?? ""
            },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
        ]
    )
}

/// One list of a screen: a table section, its rows and cells.
struct ListDescription: TemplateObject {
    let spec: ListSpec
    let section: Int
    /// Its screen, one reference to copy (see `PropertyDescription.screen`).
    let screen: ScreenDescription
    var resolved: ResolvedScreen { screen.resolved }

    var name: String { spec.name.text }
    var accessor: String { spec.accessor?.text ?? spec.name.text }

    static let table = TemplateTable<ListDescription>(
        "List",
        "One list of a screen: a table section, its rows and how its cells are filled.",
        [
            .string("name", "The list's name.") { $0.name },
            .string("item", "The type of a row.") { $0.spec.item.text },
            .bool("itemIsString", "True when a row is a `String`.") { $0.spec.item.text == "String" },
            .string("cellClass", "The cell's class: the child cell view, or `UITableViewCell`.") {
                $0.resolved.cellViews[$0.name] ?? "UITableViewCell"
            },
            .string("childCellView", "The cell view of the cell screen the list shows; empty for plain cells.") {
                $0.resolved.cellViews[$0.name] ?? ""
            },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
            .int("section", "Its section in the table, from 0.") { $0.section },
            .string("countName", "The row count's name: `jobCount`.") { ScreenNames.listCount($0.name) },
            .string("countDoc", "The row count's doc, the summary after it.") {
                joinedDoc("The number of rows in `\($0.name)`.", DocComment.text($0.spec.summary, indent: 1))
            }.deprecated("read `list.name` and `list.summaryText`, laid out by the template"),
            .string("accessor", "The name of the row accessor `func accessor(at:)`.") { $0.accessor },
            .string("sample", "The rows the stub starts with, as written (a Swift array); empty when none.") {
                $0.spec.sample?.text ?? ""
            },
            .string("configureLabel", "The label of the configure method's index: `forJobsAt`.") {
                ScreenNames.configureLabel($0.name)
            },
            .string("accessorDeclaration", "`func accessor(at index: Int) -> Item`.") {
                "func \($0.accessor)(at index: Int) -> \($0.spec.item.text)"
            }.deprecated("read `list.accessor` and `list.item`"),
            .string("storage", "The stored array's name.") { ScreenNames.listStorage($0.name) },
            .string("storageDeclaration", "The stored array with its sample or `[]`.") {
                "private(set) var \(ScreenNames.listStorage($0.name)): [\($0.spec.item.text)] = \($0.spec.sample?.text ?? "[]")"
            }.deprecated("read `list.storage`, `list.item` and `list.sample`"),
            .string("cellIdentifier", "The reuse identifier of its cells.") { ScreenNames.cellIdentifier($0.name) },
            .string("configureDeclaration", "`func configure(_ cell: UITableViewCell, label index: Int)`.") {
                "func configure(_ cell: UITableViewCell, \(ScreenNames.configureLabel($0.name)) index: Int)"
            }.deprecated("read `list.configureLabel`"),
            .string("configureCall", "The call of the configure method from `cellForRowAt`.") {
                "configure(cell, \(ScreenNames.configureLabel($0.name)): indexPath.row)"
            }.deprecated("read `list.configureLabel`"),
            .bool("isPaged", "True when the list is loaded page by page.") { $0.spec.paging != nil },
            .bool("isStatic", "True when the YAML lists the rows (`rows`): the interface file holds them.") {
                $0.spec.rows != nil
            },
            .strings("rows", "A static list's rows as Swift expressions (text rows as string literals).") { list in
                (list.spec.rows ?? []).map {
                    list.spec.item.text == "String" ? FixtureLiteral.stringLiteral($0.text) : $0.text
                }
            },
            .string("title", "The section's title as a Swift string literal; empty when none.") {
                $0.spec.title.map(FixtureLiteral.stringLiteral) ?? ""
            },
        ]
    )
}

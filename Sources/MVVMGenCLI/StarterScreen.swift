import MVVMGenCore

/// The screen file `mvvmgen init` writes: one screen of the chosen kind that generates
/// without a warning, with commented examples of the keys most screens grow next.
enum StarterScreen {
    enum Kind: String, CaseIterable {
        case plain, table, tabBar, cell
    }

    /// `schema` is the path of the screen file schema, relative to the new file.
    static func text(name: String, kind: Kind, schema: String) -> String {
        let head = """
            # yaml-language-server: $schema=\(schema)
            # The \(SwiftNames.words(name)) screen: mvvmgen writes its view model, controller and tests
            # from this file. Every key is in mvvmgen's README, "YAML reference".
            screens:
              \(name):

            """
        let body: String
        switch kind {
        case .plain:
            body = """
                    summary: What the \(SwiftNames.words(name)) screen shows.
                    properties:
                      title: {type: String, default: '"\(name)"'}
                    commands:
                      refresh: [reloadTitle]   # a command and the callbacks it sends
                    callbacks: [reloadTitle]
                    # given:                      # objects passed in: services, ids
                    #   service: {type: MyService, sample: MyService()}
                    # routes:                     # screens it shows
                    #   detail: {to: Detail, with: {id: Int}}

                """
        case .table:
            body = """
                    kind: table
                    summary: A list, one section per list below.
                    lists:
                      row:
                        item: String
                        sample: '["First row", "Second row"]'
                        # paging: 20              # pages, pull to refresh and load more
                    commands:
                      selectRow: {parameters: {index: Int}}
                    # hud: true                   # a HUD: showHUD(_:), hideHUD()

                """
        case .tabBar:
            body = """
                    kind: tabBar
                    summary: The app's tabs, each with its own navigation stack.
                    tabs:
                      \(name)Start: {title: Start, systemImage: house}
                      \(name)Settings: {title: Settings, systemImage: gear}
                  \(name)Start:
                    summary: The first tab.
                  \(name)Settings:
                    summary: The second tab.

                """
        case .cell:
            body = """
                    kind: cell                    # a row's view model, shown by a table screen's list
                    summary: One row.
                    given:
                      title: {type: String, sample: '"A row"'}
                    # A table screen lists it with `lists: {row: {child: \(name)}}`.

                """
        }
        return head + body
    }
}

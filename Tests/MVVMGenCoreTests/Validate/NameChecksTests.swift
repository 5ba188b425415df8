import Testing

@testable import MVVMGenCore

/// Names: identifiers, clashes within a scope, and file names equal but for case.
@Suite("Validation: names")
struct NameChecksTests {
    @Test("distinct identifiers give no diagnostics")
    func valid() {
        let yaml = MarkedText(
            """
            types: [Service]
            models:
              Job: {fields: {name: String}}
            screens:
              Top:
                properties: {title: String}
                lists: {row: String}
                commands: {undo: reloadTable}
                callbacks: [reloadTable]
            """
        )
        #expect(Stages.diagnostics(yaml) == [])
    }

    @Test("an empty name, a keyword and a non-identifier are each reported")
    func identifiers() {
        let yaml = MarkedText(
            """
            screens:
              1️⃣Top Screen:
                properties:
                  2️⃣2fast: Int
                  3️⃣class: String
                commands:
                  "4️⃣": {}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: screen 'Top Screen' is not a valid Swift identifier (letters, digits and _, not starting with a digit)",
                "2️⃣ error: property '2fast' is not a valid Swift identifier (letters, digits and _, not starting with a digit)",
                "3️⃣ error: property 'class' is a Swift keyword; choose another name",
                "4️⃣ error: command has an empty name",
            ]
        )
    }

    @Test("a screen's generated type clashing with a model points at the model")
    func typeClash() {
        let yaml = MarkedText(
            """
            screens:
              1️⃣Top:
            models:
              2️⃣TopViewController: {fields: {name: String}}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: screen 'Top' (it generates 'TopViewController') clashes with model 'TopViewController'\n2️⃣ note: model 'TopViewController' is declared here"
            ]
        )
    }

    @Test("members clash with each other and with the base class, without a note for the base class")
    func memberClashes() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                properties:
                  1️⃣undo: Bool
                  2️⃣model: Int
                lists:
                  3️⃣operation: String
                  4️⃣operationCount: Int
                commands:
                  5️⃣undo: {}
                routes:
                  6️⃣open: Top
                  7️⃣Open: Top
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "2️⃣ error: property 'model' clashes with the view model base class member 'model'",
                "4️⃣ error: list accessor 'operationCount' clashes with list 'operation', which generates 'operationCount'\n3️⃣ note: list 'operation' is declared here",
                "5️⃣ error: command 'undo' clashes with property 'undo'\n1️⃣ note: property 'undo' is declared here",
                "7️⃣ error: route 'Open' (it generates 'showOpen') clashes with route 'open'\n6️⃣ note: route 'open' is declared here",
                "7️⃣ error: route 'Open' (it generates 'viewModelForOpen') clashes with route 'open'\n6️⃣ note: route 'open' is declared here",
            ]
        )
    }

    @Test("callbacks clash by name, then by the handler they generate")
    func callbackClashes() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                callbacks: [1️⃣reloadTable, 2️⃣reloadTable, 3️⃣ReloadTable]
                commands:
                  go: [reloadTable, ReloadTable]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "2️⃣ error: callback 'reloadTable' clashes with callback 'reloadTable'\n1️⃣ note: callback 'reloadTable' is declared here",
                "3️⃣ error: callback 'ReloadTable' (it generates 'handleReloadTable') clashes with callback 'reloadTable'\n1️⃣ note: callback 'reloadTable' is declared here",
            ]
        )
    }

    @Test("parameters of one command or route clash")
    func parameterClashes() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                commands:
                  go(1️⃣id:Int, ID:Int, 2️⃣id:Int): {}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "2️⃣ error: parameter 'id' clashes with parameter 'id'\n1️⃣ note: parameter 'id' is declared here"
            ]
        )
    }

    @Test("names whose files differ only in case collide on macOS")
    func fileNameCases() {
        let yaml = MarkedText(
            """
            screens:
              1️⃣Top:
            models:
              2️⃣topViewModel: {fields: {a: Int}}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: screen 'Top' gives file names that differ only in case from those of model 'topViewModel': they collide on case-insensitive file systems such as macOS's\n2️⃣ note: model 'topViewModel' is declared here"
            ]
        )
    }
}

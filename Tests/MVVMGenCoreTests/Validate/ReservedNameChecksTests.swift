import Testing

@testable import MVVMGenCore

/// Names the generated code already uses: the runtime's, Swift's and the templates' types,
/// every type and file generated for a screen, and the members of generated types.
@Suite("Validation: reserved and generated names")
struct ReservedNameChecksTests {
    @Test("declared types and models may not take a type the generated code names")
    func reservedTypes() {
        let yaml = MarkedText(
            """
            types: [1️⃣ViewModel, 2️⃣Data, Service]
            models:
              3️⃣String: {fields: {a: Int}}
              4️⃣UITableViewCell: {fields: {a: Int}}
              5️⃣Test: {fields: {a: Int}}
              6️⃣OptionSet: {fields: {a: Int}}
            screens:
              7️⃣Base:
              Navigator:
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: type 'ViewModel' clashes with the MVVMRuntime type 'ViewModel'",
                "2️⃣ error: type 'Data' clashes with the Foundation type 'Data'",
                "3️⃣ error: model 'String' clashes with the Swift type 'String'",
                "4️⃣ error: model 'UITableViewCell' clashes with the UIKit type 'UITableViewCell'",
                "5️⃣ error: model 'Test' clashes with the Swift Testing name 'Test'",
                "6️⃣ error: model 'OptionSet' clashes with the Swift type 'OptionSet'",
                "7️⃣ error: screen 'Base' (it generates 'BaseViewModel') clashes with the MVVMRuntime type 'BaseViewModel'",
            ]
        )
    }

    @Test("every type generated for a screen clashes with a model of its name, by the screen's kind")
    func generatedTypes() {
        let yaml = MarkedText(
            """
            models:
              1️⃣TopViewCallbackHandling: {fields: {a: Int}}
              2️⃣TopViewModelTests: {fields: {a: Int}}
              3️⃣RowCellView: {fields: {a: Int}}
              RowViewController: {fields: {a: Int}}
            screens:
              4️⃣Top:
              5️⃣Row: {kind: cell}
              6️⃣Post: {kind: cell}
              7️⃣PostCell: {kind: cell}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "4️⃣ error: screen 'Top' (it generates 'TopViewCallbackHandling') clashes with model 'TopViewCallbackHandling'\n1️⃣ note: model 'TopViewCallbackHandling' is declared here",
                "4️⃣ error: screen 'Top' (it generates 'TopViewModelTests') clashes with model 'TopViewModelTests'\n2️⃣ note: model 'TopViewModelTests' is declared here",
                "5️⃣ error: screen 'Row' (it generates 'RowCellView') clashes with model 'RowCellView'\n3️⃣ note: model 'RowCellView' is declared here",
                "7️⃣ error: screen 'PostCell' (it generates 'PostCellView') clashes with screen 'Post'\n6️⃣ note: screen 'Post' is declared here",
            ]
        )
    }

    @Test("a model's file may not be the router's, which screens shown on their own give")
    func routerFile() {
        let equal = MarkedText("models:\n  1️⃣TestRouter: {fields: {a: Int}}\nscreens:\n  Top:")
        #expect(
            Stages.diagnostics(equal) == [
                "1️⃣ error: model 'TestRouter' has the file name of the router this YAML file generates, 'TestRouter.swift': rename the model or the YAML file"
            ]
        )
        let equalButForCase = MarkedText("models:\n  1️⃣testRouter: {fields: {a: Int}}\nscreens:\n  Top:")
        #expect(
            Stages.diagnostics(equalButForCase) == [
                "1️⃣ error: model 'testRouter' gives a file name that differs only in case from that of the router this YAML file generates, 'TestRouter.swift': they collide on case-insensitive file systems such as macOS's"
            ]
        )
        let cellsOnly = MarkedText("models:\n  TestRouter: {fields: {a: Int}}\nscreens:\n  Row: {kind: cell}")
        #expect(Stages.diagnostics(cellsOnly) == [])
    }

    @Test("callbacks may not take the callback action's stored value or types; its methods' names are fine")
    func callbackActionMembers() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                callbacks: [1️⃣rawValue, 2️⃣RawValue, 3️⃣Element, 4️⃣ArrayLiteralElement, contains, isEmpty, union]
                commands:
                  go: [rawValue, RawValue, Element, ArrayLiteralElement, contains, isEmpty, union]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: callback 'rawValue' clashes with the OptionSet member 'rawValue'",
                "2️⃣ error: callback 'RawValue' clashes with the OptionSet member 'RawValue'",
                "3️⃣ error: callback 'Element' clashes with the OptionSet member 'Element'",
                "4️⃣ error: callback 'ArrayLiteralElement' clashes with the OptionSet member 'ArrayLiteralElement'",
            ]
        )
    }

    @Test("a list's storage and a tab's factory are view model members too")
    func storageAndTabMembers() {
        let yaml = MarkedText(
            """
            screens:
              Bar:
                kind: tabBar
                properties:
                  1️⃣rowItems: "[String]"
                lists:
                  2️⃣row: String
                commands:
                  3️⃣viewModelForHomeTab: {}
                tabs: [4️⃣Home]
              Home:
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "2️⃣ error: list 'row' (it generates 'rowItems') clashes with property 'rowItems'\n1️⃣ note: property 'rowItems' is declared here",
                "4️⃣ error: tab 'Home' (it generates 'viewModelForHomeTab') clashes with command 'viewModelForHomeTab'\n3️⃣ note: command 'viewModelForHomeTab' is declared here",
            ]
        )
    }
}

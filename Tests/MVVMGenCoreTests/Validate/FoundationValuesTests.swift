import Testing

@testable import MVVMGenCore

/// Common Foundation types have obvious values wherever generated code needs one; any other
/// type needs a written sample or default, asked for where it is missing. A non-optional is
/// never given `nil`.
@Suite("Validation: Foundation values")
struct FoundationValuesTests {
    static let url = #"URL(string: "https://example.com")!"#

    @Test(
        "obvious values of Foundation types and collections",
        arguments: [
            ("UUID", "UUID()"), ("Date", "Date()"), ("URL", url), ("Data", "Data()"), ("Decimal", "0"),
            ("Foundation.UUID", "UUID()"), ("URL?", "nil"), ("[Date]", "[]"), ("Set<UUID>", "[]"),
            ("[UUID: Data]", "[:]"),
        ]
    )
    func obviousValues(_ type: String, _ expected: String) {
        #expect(SwiftNames.defaultValue(for: type) == expected)
    }

    static let yaml = """
        models:
          Stamp: {fields: {id: UUID, at: Date, link: URL, blob: Data, price: Decimal, next: URL?}}
        screens:
          Top:
            given:
              session: UUID
              since: Date
              home: URL
            properties:
              id: UUID
              link: URL?
              price: Decimal
              stamp: Stamp
            commands:
              "open(id: UUID, at: Date, link: URL, blob: Data, price: Decimal, note: String?)": []
        """

    @Test("given objects, properties and command parameters get the obvious values")
    func resolved() throws {
        let spec = try Stages.validated(Self.yaml)
        let top = try #require(spec.resolvedScreens["Top"])
        #expect(
            top.testArguments == [
                CallArgument("session", "UUID()"), CallArgument("since", "Date()"), CallArgument("home", Self.url),
            ]
        )
        #expect(top.propertyDefaults == ["id": "UUID()", "link": "nil", "price": "0", "stamp": "Stamp()"])
        #expect(
            top.commandArguments["open"] == [
                CallArgument("id", "UUID()"), CallArgument("at", "Date()"), CallArgument("link", Self.url),
                CallArgument("blob", "Data()"), CallArgument("price", "0"), CallArgument("note", "nil"),
            ]
        )
    }

    @Test("model fields default to the obvious values")
    func fieldDefaults() throws {
        let stamp = try #require(try Stages.validated(Self.yaml).resolvedModels["Stamp"])
        #expect(
            stamp.fieldDefaults == [
                "id": "UUID()", "at": "Date()", "link": Self.url, "blob": "Data()", "price": "0", "next": "nil",
            ]
        )
    }

    @Test("a parameter without an obvious value needs a sample, never nil")
    func parameterNeedsSample() {
        let yaml = MarkedText(
            """
            types: [Job, Service]
            screens:
              Top:
                commands:
                  "select(1️⃣job: Job, id: UUID, maybe: Job?)": []
                  edit:
                    parameters:
                      2️⃣service: Service
                      fine: {type: Service, sample: Service()}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: parameter 'job' of command 'select' of type 'Job' needs a 'sample': the Swift expression generated tests pass (write 'job: {type: Job, sample: …}' under 'parameters')",
                "2️⃣ error: parameter 'service' of command 'edit' of type 'Service' needs a 'sample': the Swift expression generated tests pass (write 'service: {type: Service, sample: …}' under 'parameters')",
            ]
        )
    }

    @Test("a parameter of an unknown type or with a keyword name is reported once, for that")
    func unknownParameterType() {
        let yaml = MarkedText(
            """
            types: [Job]
            screens:
              Top:
                commands:
                  "select(job: 1️⃣Jobb)": []
                  open: {parameters: {2️⃣class: Job}}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: type 'Jobb' is neither declared (under 'models' or 'types') nor a known Swift type; did you mean 'Job'?",
                "2️⃣ error: parameter 'class' is a Swift keyword; choose another name",
            ]
        )
    }

    @Test("samples and defaults written in the YAML win over the obvious values")
    func writtenValuesWin() throws {
        let spec = try Stages.validated(
            """
            screens:
              Top:
                given:
                  id: {type: UUID, sample: 'UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!'}
                properties:
                  since: Date = Date.distantPast
                commands:
                  open: {parameters: {link: {type: URL, sample: 'URL(string: "https://a.example")!'}}}
            """
        )
        let top = try #require(spec.resolvedScreens["Top"])
        #expect(top.testArguments.map(\.expression) == [#"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!"#])
        #expect(top.propertyDefaults == ["since": "Date.distantPast"])
        #expect(top.commandArguments["open"] == [CallArgument("link", #"URL(string: "https://a.example")!"#)])
    }
}

import Testing

@testable import MVVMGenCore

/// The facts the validator resolves for translation, which translation only reads.
@Suite("Validation: resolved facts")
struct ResolvedFactsTests {
    static let yaml = """
        types: [Service, StubService]
        models:
          Place: {fields: {city: String}}
          Job:
            fields:
              name: String
              salary: Int
              note: String = "none"
              place: Place?
        fixtures:
          cook:
            model: Job
            values: {place: {city: Hangzhou}, name: "Cook \\"Ada\\"", salary: 3}
        screens:
          Home:
            kind: tabBar
            given:
              page: Int
              service: {type: Service, sample: StubService()}
            tabs: [List]
          List:
            given:
              service: {type: Service, sample: StubService()}
              page: Int
              limit: {type: Int, default: "10"}
            properties:
              title: String
              count: Int = 3
              job: {type: Job?, sample: Job.cook}
            commands:
              open: {parameters: {index: Int, job: Job, service: {type: Service, sample: StubService()}}}
            routes:
              detail: {to: Detail, with: {id: Int}}
          Detail:
            given:
              service: {type: Service, sample: StubService()}
              id: Int
              mode: {type: String, default: '"view"'}
        """

    @Test("routes and tabs pass the target's given objects they have, in the target's order")
    func routeAndTabArguments() throws {
        let spec = try Stages.validated(Self.yaml)
        let home = try #require(spec.resolvedScreens["Home"])
        let list = try #require(spec.resolvedScreens["List"])
        #expect(home.tabArguments == ["List": [CallArgument("service", "service"), CallArgument("page", "page")]])
        #expect(list.routeArguments == ["detail": [CallArgument("service", "service"), CallArgument("id", "id")]])
    }

    @Test("tests pass samples or obvious values, and leave defaults alone")
    func testArguments() throws {
        let list = try #require(try Stages.validated(Self.yaml).resolvedScreens["List"])
        #expect(list.testArguments == [CallArgument("service", "StubService()"), CallArgument("page", "0")])
        #expect(
            list.commandArguments["open"] == [
                CallArgument("index", "0"), CallArgument("job", "Job()"), CallArgument("service", "StubService()"),
            ]
        )
    }

    @Test("properties start with their written default or their type's obvious one")
    func propertyDefaults() throws {
        let list = try #require(try Stages.validated(Self.yaml).resolvedScreens["List"])
        #expect(list.propertyDefaults == ["title": "\"\"", "count": "3", "job": "nil"])
    }

    @Test("fixture values become literals in field order; fields have their defaults")
    func fixtures() throws {
        let job = try #require(try Stages.validated(Self.yaml).resolvedModels["Job"])
        #expect(
            job.fixtureArguments == [
                "cook": [
                    CallArgument("name", #""Cook \"Ada\"""#), CallArgument("salary", "3"),
                    CallArgument("place", #"Place(city: "Hangzhou")"#),
                ]
            ]
        )
        #expect(job.fieldDefaults == ["name": "\"\"", "salary": "0", "note": "\"none\"", "place": "nil"])
    }
}

import Testing

@testable import MVVMGenCore

/// Types: names in types are declared or known, and what must start with a value has one.
@Suite("Validation: types")
struct TypeChecksTests {
    @Test("declared, built-in and generated types give no diagnostics")
    func valid() {
        let yaml = MarkedText(
            """
            types: [Service]
            models:
              Job: {fields: {name: String, tags: "[String]"}}
            screens:
              Top:
                given:
                  service: {type: Service, sample: Service()}
                  job: Job
                properties:
                  when: Date = Date()
                  jobs: "[Job]"
                  child: RowViewModel?
                commands:
                  "open(job: Job?, at: Int)": {}
              Row: {kind: cell}
            """
        )
        #expect(Stages.diagnostics(yaml) == [])
    }

    @Test("unknown names are pointed at inside the type, UIKit ones in their own words")
    func unknownTypes() {
        let yaml = MarkedText(
            """
            types: [JobService]
            models:
              Job: {fields: {owner: 1️⃣Persn}}
            screens:
              Top:
                given:
                  service: {type: 2️⃣JobSevice, sample: Stub()}
                properties:
                  avatar: 3️⃣UIImage?
                  jobs: "[4️⃣JobModle] = []"
                commands:
                  go: {parameters: {when: 5️⃣Dat}}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: type 'Persn' is neither declared (under 'models' or 'types') nor a known Swift type; another module's: 'imports:' and 'types:', or --import-module MODULE=FILE if its screen files declare it",
                "2️⃣ error: type 'JobSevice' is neither declared (under 'models' or 'types') nor a known Swift type; did you mean 'JobService'?",
                "3️⃣ error: type 'UIImage' is a UIKit type: view models stay free of UIKit (convention C7); expose the data (a URL, a String) instead",
                "4️⃣ error: type 'JobModle' is neither declared (under 'models' or 'types') nor a known Swift type; another module's: 'imports:' and 'types:', or --import-module MODULE=FILE if its screen files declare it",
                "5️⃣ error: type 'Dat' is neither declared (under 'models' or 'types') nor a known Swift type; did you mean 'Data'?",
            ]
        )
    }

    @Test("a given object without an obvious value needs a sample, a property a default")
    func neededValues() {
        let yaml = MarkedText(
            """
            types: [Service]
            screens:
              Top:
                given:
                  1️⃣service: Service
                  fine: {type: Service, default: Service()}
                properties:
                  2️⃣current: Service
                  other: Service = Service()
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: given 'service' of type 'Service' needs a 'sample': the Swift expression generated tests pass in (for example a stub)",
                "2️⃣ error: property 'current' of type 'Service' needs a default: write 'Service = value'",
            ]
        )
    }

    @Test("a model holding a model with an obvious value has one too; models holding each other have none")
    func nestedModelValues() {
        let yaml = MarkedText(
            """
            models:
              Inner: {fields: {count: Int}}
              Outer: {fields: {inner: Inner}}
              Left: {fields: {right: Right}}
              Right: {fields: {left: Left}}
            screens:
              Top:
                given:
                  outer: Outer
                  1️⃣left: Left
                properties:
                  current: Outer
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: given 'left' of type 'Left' needs a 'sample': the Swift expression generated tests pass in (for example a stub)"
            ]
        )
    }

    @Test("an unknown type is reported once, not again as needing a value")
    func unknownTypeNeedsNoValue() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                properties:
                  current: 1️⃣Servce
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: type 'Servce' is neither declared (under 'models' or 'types') nor a known Swift type; another module's: 'imports:' and 'types:', or --import-module MODULE=FILE if its screen files declare it"
            ]
        )
    }

    @Test("at most 64 callbacks fit the callback OptionSet")
    func callbackLimit() {
        let names = (0...64).map { "c\($0)" }
        let marked = names.enumerated().map { $0 == 64 ? "1️⃣" + $1 : $1 }
        let yaml = MarkedText(
            """
            screens:
              Top:
                callbacks: [\(marked.joined(separator: ", "))]
                commands:
                  go: [\(names.joined(separator: ", "))]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: screen 'Top' declares 65 callbacks; its OptionSet holds at most 64"
            ]
        )
    }
}

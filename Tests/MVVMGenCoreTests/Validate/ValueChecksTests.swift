import Testing

@testable import MVVMGenCore

/// Values: fixture data fits its model's fields.
@Suite("Validation: values")
struct ValueChecksTests {
    static let models = """
        models:
          Place: {fields: {city: String}}
          Job:
            fields:
              name: String
              salary: Int
              remote: Bool
              tags: "[String]"
              place: Place?
              note: String = "none"

        """

    @Test("values of every supported kind give no diagnostics")
    func valid() {
        let yaml = MarkedText(
            Self.models + """
                fixtures:
                  first:
                    model: Job
                    values: {name: Cook, salary: -3, remote: yes, tags: [a, b], place: {city: Hangzhou}}
                  second:
                    model: Job
                    values: {name: "2", salary: 0, remote: false, tags: [], place: ~}
                screens:
                  Top:
                """
        )
        #expect(Stages.diagnostics(yaml) == [])
    }

    @Test("values that do not fit their field's type say why")
    func misfits() {
        let yaml = MarkedText(
            Self.models + """
                fixtures:
                  first:
                    model: Job
                    values:
                      name: Cook
                      salary: 1️⃣lots
                      remote: 2️⃣maybe
                      tags: 3️⃣solo
                      place: 4️⃣{town: Hangzhou}
                screens:
                  Top:
                """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: value of 'salary' in fixture 'first': 'lots' is not a whole number",
                "2️⃣ error: value of 'remote' in fixture 'first': 'maybe' is not true or false",
                "3️⃣ error: value of 'tags' in fixture 'first': expected a list for type '[String]'",
                "4️⃣ error: value of 'place' in fixture 'first': model 'Place' has no field 'town'",
            ]
        )
    }

    @Test("a fixture names only its model's fields, and leaves out only those with defaults")
    func fields() {
        let yaml = MarkedText(
            """
            types: [Clock]
            models:
              Stamp: {fields: {when: Clock, label: String, count: Int}}
            fixtures:
              1️⃣first:
                model: Stamp
                values: {2️⃣lable: x, label: y}
            screens:
              Top:
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: fixture 'first' needs a value for 'when': the field has no default",
                "2️⃣ error: model 'Stamp' has no field 'lable'; did you mean 'label'?",
            ]
        )
    }
}

import Testing

@testable import MVVMGenCore

/// Parts shared by several screens, written once under `parts` and merged with `<<`.
@Suite("Spec parser: shared parts (YAML merge keys)")
struct SharedPartsTests {
    @Test("'<<: *part' merges a part's entries first; an entry written in place wins")
    func mergesParts() throws {
        let file = try SpecParser.parse(
            InputFile(
                path: "parts.screen.yaml",
                text: """
                    parts:
                      paging: &paging
                        refresh: {async: true, sends: [reloadTable]}
                        loadMore: {async: true, sends: [reloadTable]}
                      errors: &errors
                        showError: {summary: Show the error., event: true}
                    screens:
                      Jobs:
                        commands:
                          <<: *paging
                          select: []
                        callbacks: {<<: *errors, reloadTable: }
                      Companies:
                        commands:
                          <<: [*paging]
                          refresh: {sends: [reloadTable]}
                        callbacks: {<<: *errors, reloadTable: }
                    """
            )
        )
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let jobs = try #require(file.file.screens.first)
        #expect(jobs.commands.map(\.name.text) == ["refresh", "loadMore", "select"])
        #expect(jobs.commands[0].isAsync && jobs.commands[0].sends.map(\.text) == ["reloadTable"])
        #expect(jobs.callbacks.map(\.name.text) == ["showError", "reloadTable"])
        #expect(jobs.callbacks[0].isEvent)
        let companies = try #require(file.file.screens.last)
        #expect(companies.commands.map(\.name.text) == ["loadMore", "refresh"])
        #expect(!companies.commands[1].isAsync, "the entry written in place replaces the part's")
    }

    @Test("'<<' of something that is not a mapping is an error where it stands")
    func mergeOfScalar() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                commands:
                  <<: 1️⃣refresh
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: '<<' in 'commands' of screen 'Top' merges a mapping marked '&name' (write '<<: *name'), not a single value"
            ]
        )
    }
}

import Testing

@testable import MVVMGenCore

/// Warnings: legal but probably wrong, and silenced by name for a file or a screen.
@Suite("Validation: warnings")
struct WarningChecksTests {
    @Test("callbacks sent and read-write properties read give no diagnostics")
    func valid() {
        let yaml = MarkedText(
            """
            screens:
              Login:
                properties:
                  name: {type: String, access: readwrite}
                  shown: String
                commands:
                  login: {reads: [name], sends: [done]}
                callbacks: [done]
            """
        )
        #expect(Stages.diagnostics(yaml) == [])
    }

    @Test("unsent callbacks, unread inputs and non-cell children are warned about")
    func warnings() {
        let yaml = MarkedText(
            """
            screens:
              Feed:
                kind: table
                properties:
                  1️⃣query: {type: String, access: readwrite}
                lists: {row: {child: 2️⃣Profile}}
                callbacks: [3️⃣done]
              Profile:
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ warning: read-write property 'query' of screen 'Feed' is not read by any command: list it under a command's 'reads' [unreadProperty]",
                "2️⃣ warning: list 'row' holds view models of screen 'Profile', whose kind is 'plain', not 'cell'; its rows are plain cells [childNotCell]",
                "3️⃣ warning: callback 'done' of screen 'Feed' is declared but no command or property sends it [unsentCallback]",
            ]
        )
    }

    @Test("a command that loads pages on a screen with a HUD declares updateHUD, which the load sends")
    func pageLoadsDeclareHUD() {
        let yaml = MarkedText(
            """
            screens:
              Jobs:
                kind: table
                hud: true
                properties: {query: String}
                lists:
                  job: {item: String, paging: {pageSize: 10}}
                commands:
                  search: {parameters: {query: String}, sends: [reloadJob, 1️⃣updateJobPaging]}
                  refresh: [updateHUD, reloadJob, updateJobPaging]
                  clear: [reloadJob]
              Plain:
                kind: table
                properties: {query: String}
                lists:
                  job: {item: String, paging: {pageSize: 10}}
                commands:
                  search: {parameters: {query: String}, sends: [reloadJob, updateJobPaging]}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ warning: command 'search' sends 'updateJobPaging', so it loads pages, but not 'updateHUD', which a page load sends with it on a screen with 'hud: true': add 'updateHUD' to its 'sends' [undeclaredHUD]"
            ]
        )
    }

    @Test("a warning silenced for the file or the screen is not given")
    func silenced() {
        let yaml = MarkedText(
            """
            silence: [unreadProperty]
            screens:
              Feed:
                properties:
                  query: {type: String, access: readwrite}
                callbacks: [done]
                silence: [unsentCallback]
              Other:
                callbacks: [1️⃣done]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ warning: callback 'done' of screen 'Other' is declared but no command or property sends it [unsentCallback]"
            ]
        )
    }

    @Test("silencing a warning mvvmgen does not give is an error")
    func unknownSilence() {
        let yaml = MarkedText(
            """
            silence: [1️⃣unusedThing]
            screens:
              Top:
                silence: [2️⃣unsentCallbacks]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: 'unusedThing' is not a warning mvvmgen gives (warnings: unsentCallback, unreadProperty, childNotCell, undeclaredHUD)",
                "2️⃣ error: 'unsentCallbacks' is not a warning mvvmgen gives; did you mean 'unsentCallback'? (warnings: unsentCallback, unreadProperty, childNotCell, undeclaredHUD)",
            ]
        )
    }
}

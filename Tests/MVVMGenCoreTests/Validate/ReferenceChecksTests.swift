import Testing

@testable import MVVMGenCore

/// References: screens named by routes, tabs and lists; callbacks and properties named by
/// commands; models named by fixtures.
@Suite("Validation: references")
struct ReferenceChecksTests {
    @Test("references to declared things give no diagnostics")
    func valid() {
        let yaml = MarkedText(
            """
            models:
              Job: {fields: {name: String}}
            fixtures:
              first: {model: Job, values: {name: a}}
            screens:
              Home:
                kind: tabBar
                given:
                  id: {type: Int, sample: "1"}
                tabs: [List]
              List:
                kind: table
                given:
                  id: {type: Int, sample: "1"}
                lists: {row: {child: Row}}
                properties:
                  query: {type: String, access: readwrite}
                commands:
                  search: {reads: [query], sends: [reload]}
                callbacks: [reload]
                routes:
                  open: {to: Detail, with: {name: String}}
              Row: {kind: cell}
              Detail:
                given: {id: Int, name: String}
            """
        )
        #expect(Stages.diagnostics(yaml) == [])
    }

    @Test("undeclared screens are suggested by spelling")
    func undeclaredScreens() {
        let yaml = MarkedText(
            """
            screens:
              Home:
                kind: tabBar
                tabs: [1️⃣Profle]
              Feed:
                kind: table
                lists: {post: {child: 2️⃣PostCel}}
                routes:
                  edit: {to: 3️⃣Profil}
              PostCell: {kind: cell}
              Profile:
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: a tab of 'Home' is 'Profle', which is not a declared screen; did you mean 'Profile'?",
                "2️⃣ error: the child screen of list 'post' is 'PostCel', which is not a declared screen; did you mean 'PostCell'?",
                "3️⃣ error: the target of route 'edit' is 'Profil', which is not a declared screen; did you mean 'Profile'?",
            ]
        )
    }

    @Test("commands read properties and send callbacks of their own screen")
    func readsAndSends() {
        let yaml = MarkedText(
            """
            screens:
              Login:
                properties:
                  password: {type: String, access: readwrite}
                commands:
                  login: {reads: [1️⃣pasword], sends: [2️⃣dne]}
                  go: {reads: [password], sends: [done]}
                callbacks: [done]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: command 'login' reads 'pasword', which is not a property of screen 'Login'; did you mean 'password'?",
                "2️⃣ error: command 'login' sends 'dne', which is not among the callbacks of screen 'Login'; did you mean 'done'?",
            ]
        )
    }

    @Test("a route supplies every given object of its target and passes only those")
    func routeArguments() {
        let yaml = MarkedText(
            """
            screens:
              List:
                routes:
                  1️⃣open: {to: Detail, with: {2️⃣jobld: Int}}
                  cell: {to: 3️⃣Row}
              Row: {kind: cell}
              Detail:
                given: {jobId: Int}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: route 'open' cannot supply 'jobId' to screen 'Detail': add it to the route's 'with', or give 'List' an object or a property of that name",
                "2️⃣ error: route 'open' passes 'jobld', but screen 'Detail' is not given an object of that name; did you mean 'jobId'?",
                "3️⃣ error: route 'cell' goes to 'Row', a cell screen, which cannot be shown on its own",
            ]
        )
    }

    @Test("tabs belong to tab bars, which have the objects their tabs are given")
    func tabs() {
        let yaml = MarkedText(
            """
            screens:
              1️⃣Home: {kind: tabBar}
              Bar:
                kind: tabBar
                tabs: [2️⃣Detail]
              Plain:
                tabs: [3️⃣Home]
              Detail:
                given: {id: Int}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: tab bar screen 'Home' needs 'tabs': the screens shown as tabs",
                "2️⃣ error: tab 'Detail' needs 'id', which tab bar screen 'Bar' does not have: give it an object or a property of that name",
                "3️⃣ error: 'tabs' is only for screens of kind 'tabBar' or 'segmented'; 'Plain' is 'plain'",
                "3️⃣ error: tab 'Home' is a tab bar screen; a tab bar cannot be a tab of another",
            ]
        )
    }

    @Test("a tab is listed once, and is a screen that can be shown on its own")
    func repeatedAndCellTabs() {
        let yaml = MarkedText(
            """
            screens:
              Bar:
                kind: tabBar
                tabs: [1️⃣Home, 2️⃣Row, 3️⃣Home]
              Home:
              Row: {kind: cell}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "2️⃣ error: tab 'Row' is a cell screen, which cannot be shown on its own",
                "3️⃣ error: tab 'Home' is listed twice in the tabs of 'Bar'\n1️⃣ note: tab 'Home' is first listed here",
            ]
        )
    }

    @Test("an object a route or tab bar passes by name has the type the target is given")
    func objectTypes() {
        let yaml = MarkedText(
            """
            screens:
              Source:
                given: {id: Int}
                owns: {clock: Clock}
                routes:
                  1️⃣next: Target
                  fine: {to: Target, with: {id: String}}
              Bar:
                kind: tabBar
                given: {id: Int}
                tabs: [2️⃣Target]
              Target:
                given:
                  3️⃣id: String
                  clock: "Clock? = nil"
            types: [Clock]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: route 'next' passes its 'id' of type 'Int', but screen 'Target' is given 'id' as 'String'\n3️⃣ note: 'id' is given to 'Target' here",
                "2️⃣ error: tab bar 'Bar' passes its 'id' of type 'Int', but screen 'Target' is given 'id' as 'String'\n3️⃣ note: 'id' is given to 'Target' here",
            ]
        )
    }

    @Test("a property a route passes by name has the type the target is given")
    func propertyPassed() {
        let yaml = MarkedText(
            """
            screens:
              Source:
                properties: {title: String, count: Int}
                routes:
                  fine: Titled
                  1️⃣wrong: Counted
              Titled:
                given: {title: String}
              Counted:
                given:
                  2️⃣count: String
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: route 'wrong' passes its 'count' of type 'Int', but screen 'Counted' is given 'count' as 'String'\n2️⃣ note: 'count' is given to 'Counted' here"
            ]
        )
    }

    @Test("a value a route passes has the type of the target's given object of that name")
    func passedTypes() {
        let yaml = MarkedText(
            """
            screens:
              List:
                routes:
                  open: {to: Detail, with: {1️⃣id: String, job: "[ Job ]"}}
                  edit:
                    to: Detail
                    with:
                      id: Int
                      2️⃣job: Job
              Detail:
                given:
                  3️⃣id: Int
                  4️⃣job: "[Job]"
            types: [Job]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: route 'open' passes 'id' as 'String', but screen 'Detail' is given 'id' as 'Int'\n3️⃣ note: 'id' is given to 'Detail' here",
                "2️⃣ error: route 'edit' passes 'job' as 'Job', but screen 'Detail' is given 'job' as '[Job]'\n4️⃣ note: 'job' is given to 'Detail' here",
            ]
        )
    }

    @Test("a fixture is of a declared model")
    func fixtureModel() {
        let yaml = MarkedText(
            """
            models:
              JobModel: {fields: {name: String}}
            fixtures:
              other: {model: 1️⃣JobModl}
            screens:
              Top:
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: fixture 'other' is of model 'JobModl', which is not declared under 'models'; did you mean 'JobModel'?"
            ]
        )
    }
}

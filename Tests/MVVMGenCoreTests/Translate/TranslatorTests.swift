import Testing

@testable import MVVMGenCore

/// Stage 3 alone, on inline YAML: which files a spec asks for, and the values their
/// templates are given.
@Suite("Translator")
struct TranslatorTests {
    static func requests(_ yaml: String, options: GenerationOptions = GenerationOptions(moduleName: "App")) throws
        -> [RenderRequest]
    {
        Translator.translate(try Stages.validated(yaml), options: options)
    }

    /// `root/path (template, ownership)` for each request, in order.
    static func files(_ requests: [RenderRequest]) -> [String] {
        requests.map { "\($0.root.rawValue)/\($0.path) (\($0.template), \($0.ownership.rawValue))" }
    }

    /// The screen context the requests of `screen` share.
    static func screen(_ name: String, in requests: [RenderRequest]) throws -> TemplateObjectValue {
        let request = try #require(requests.first { $0.path == "\(name)ViewModel.swift" })
        guard case .object(let screen)? = request.context.value()["screen"] else {
            throw NoScreen()
        }
        return screen
    }

    struct NoScreen: Error {}

    static func string(_ value: TemplateValue?) -> String? {
        if case .string(let string)? = value { return string }
        return nil
    }

    @Test("a plain screen, a cell screen and a model: each file once, regenerated ones under Generated/")
    func filesOfEachKind() throws {
        let requests = try Self.requests(
            """
            screens:
              Feed:
                lists:
                  posts: {child: Post}
              Post:
                kind: cell
            models:
              Job:
                fields: {id: Int}
            """
        )
        #expect(
            Self.files(requests) == [
                "sources/Generated/Job.swift (Model.swift.stencil, regenerated)",
                "sources/Generated/FeedViewCallbackAction.swift (CallbackAction.swift.stencil, regenerated)",
                "sources/Generated/FeedViewModel+Interface.swift (ViewModelInterface.swift.stencil, regenerated)",
                "sources/FeedViewModel.swift (ViewModel.swift.stencil, createdOnce)",
                "sources/Generated/FeedViewController+Callbacks.swift (ViewControllerCallbacks.swift.stencil, regenerated)",
                "sources/FeedViewController.swift (ViewController.swift.stencil, createdOnce)",
                "tests/FeedViewModelTests.swift (ViewModelTests.swift.stencil, createdOnce)",
                "sources/Generated/PostViewCallbackAction.swift (CallbackAction.swift.stencil, regenerated)",
                "sources/Generated/PostViewModel+Interface.swift (ViewModelInterface.swift.stencil, regenerated)",
                "sources/PostViewModel.swift (ViewModel.swift.stencil, createdOnce)",
                "sources/PostCellView.swift (CellView.swift.stencil, createdOnce)",
                "sources/Generated/PostCellView+Callbacks.swift (CellViewCallbacks.swift.stencil, regenerated)",
                "tests/PostViewModelTests.swift (ViewModelTests.swift.stencil, createdOnce)",
                "sources/Generated/TestRouter.swift (Router.swift.stencil, regenerated)",
            ]
        )
        #expect(requests.allSatisfy { $0.source == "test.screen.yaml" })
    }

    @Test("options: no tests, another generated folder")
    func options() throws {
        let options = GenerationOptions(moduleName: "App", writesTests: false, generatedFolder: "Gen")
        let requests = try Self.requests("screens:\n  Top:\n", options: options)
        #expect(
            Self.files(requests) == [
                "sources/Gen/TopViewCallbackAction.swift (CallbackAction.swift.stencil, regenerated)",
                "sources/Gen/TopViewModel+Interface.swift (ViewModelInterface.swift.stencil, regenerated)",
                "sources/TopViewModel.swift (ViewModel.swift.stencil, createdOnce)",
                "sources/Gen/TopViewController+Callbacks.swift (ViewControllerCallbacks.swift.stencil, regenerated)",
                "sources/TopViewController.swift (ViewController.swift.stencil, createdOnce)",
                "sources/Gen/TestRouter.swift (Router.swift.stencil, regenerated)",
            ]
        )
    }

    @Test("declarations are laid out for the access level; samples show before the logic exists")
    func declarations() throws {
        let yaml = """
            screens:
              Login:
                given:
                  session: {type: Session, sample: Session.stub}
                properties:
                  username: {type: String, access: readwrite, sample: '"ann"'}
                  attempts: Int
            types: [Session]
            """
        let screen = try Self.screen("Login", in: Self.requests(yaml, options: GenerationOptions(accessLevel: .public)))
        guard case .list(let properties)? = screen["properties"], properties.count == 2,
            case .object(let username) = properties[0], case .object(let attempts) = properties[1]
        else {
            Issue.record("properties: \(String(describing: screen["properties"]))")
            return
        }
        #expect(Self.string(username["declaration"]) == #"public var username: String = "ann""#)
        #expect(Self.string(attempts["declaration"]) == "public private(set) var attempts: Int = 0")
        #expect(Self.string(screen["initDeclaration"]) == "public init(session: Session) {")
        #expect(
            Self.string(screen["testModelCall"])
                == "let viewModel = LoginViewModel.model(with: spy, session: Session.stub)"
        )
    }

    @Test("the deprecated init keys make a kept closure @escaping, as the built-in templates write it")
    func deprecatedInitKeysEscapeClosures() throws {
        let yaml = """
            models:
              Filter:
                fields: {name: String, matches: '(String) -> Bool'}
            screens:
              Picker:
                given:
                  onPick: {type: '(String) -> Void', sample: '{ _ in }'}
            """
        let requests = try Self.requests(yaml)
        let screen = try Self.screen("Picker", in: requests)
        #expect(Self.string(screen["initDeclaration"]) == "init(onPick: @escaping (String) -> Void) {")
        #expect(Self.string(screen["modelFactoryDeclaration"])?.contains("onPick: @escaping (String) -> Void") == true)
        let modelRequest = try #require(requests.first { $0.path == "Generated/Filter.swift" })
        guard case .object(let model)? = modelRequest.context.value()["model"] else { throw NoScreen() }
        #expect(
            Self.string(model["initDeclaration"]) == #"init(name: String = "", matches: @escaping (String) -> Bool) {"#
        )
        guard case .list(let fields)? = model["fields"], case .object(let matches)? = fields.last else {
            throw NoScreen()
        }
        #expect(Self.string(matches["declaration"]) == "var matches: (String) -> Bool")
    }

    @Test("a route passes its target what the target is given, by name")
    func routes() throws {
        let yaml = """
            screens:
              List:
                given:
                  store: {type: Store, sample: Store()}
                routes:
                  open: {to: Detail, with: {id: Int}}
              Detail:
                given:
                  id: Int
                  store: {type: Store, sample: Store()}
            types: [Store]
            """
        let screen = try Self.screen("List", in: Self.requests(yaml))
        guard case .list(let routes)? = screen["routes"], case .object(let open)? = routes.first else {
            Issue.record("routes: \(String(describing: screen["routes"]))")
            return
        }
        #expect(Self.string(open["factoryDeclaration"]) == "func viewModelForOpen(id: Int) -> DetailViewModel {")
        #expect(Self.string(open["makeNext"]) == "let next = DetailViewModel(id: id, store: store)")
    }
}

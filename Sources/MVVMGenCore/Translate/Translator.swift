/// Stage 3: turns a validated spec into render requests, one per output file, each with
/// its context (made when first rendered). All naming and layout decisions are made here,
/// so the templates only place text.
public enum Translator {
    public static func translate(_ spec: ValidatedSpec, options: GenerationOptions) -> [RenderRequest] {
        let file = fileFacts(spec, options: options)
        let access = options.accessLevel.prefix
        let generated = options.generatedFolder
        let source = options.sourcePath ?? spec.input.fileName
        func regenerated(_ template: String, _ path: String, _ context: RenderContext) -> RenderRequest {
            RenderRequest(
                template: template,
                path: path,
                root: .sources,
                ownership: .regenerated,
                source: source,
                context: context
            )
        }
        func createdOnce(_ template: String, _ path: String, _ root: OutputRoot, _ context: RenderContext)
            -> RenderRequest
        {
            RenderRequest(
                template: template,
                path: path,
                root: root,
                ownership: .createdOnce,
                source: source,
                context: context
            )
        }
        func testFile(of screen: ScreenSpec, _ names: ScreenNames, _ context: RenderContext) -> RenderRequest {
            var tests = createdOnce("ViewModelTests.swift.stencil", path(names.tests), .tests, context)
            tests.role = .viewModelTests
            // A route's test calls its `show…`; one whose arguments the tests cannot make has none.
            let shown = spec.resolved(screen).routeShowArguments
            tests.testedMethods =
                screen.commands.map(\.name.text)
                + screen.routes.filter { shown[$0.name.text] != nil }.map { ScreenNames.routeShow($0.name.text) }
            return tests
        }
        var requests: [RenderRequest] = []
        for model in spec.file.models {
            let fixtures = spec.file.fixtures.filter { $0.model.text == model.name.text }
            let resolved = spec.resolved(model)
            let context = RenderContext {
                ModelFile(
                    file: file,
                    model: ModelDescription(spec: model, fixtures: fixtures, resolved: resolved, access: access)
                )
            }
            requests.append(regenerated("Model.swift.stencil", path(in: generated, model.name.text), context))
        }
        // Each screen's requests on every core for a big file: they need nothing but the screen.
        let fileScreens = spec.file.screens
        let perScreen = Parallel.map(
            count: fileScreens.count,
            minimumPerWorker: 64,
            makeState: {},
            transform: { _, index -> [RenderRequest] in
                let screen = fileScreens[index]
                var screenRequests: [RenderRequest] = []
                let names = ScreenNames(screen: screen.name.text)
                let context = RenderContext {
                    ScreenFile(file: file, screen: ScreenDescription(screen, spec: spec, access: access))
                }
                if screen.isSwiftUI {
                    screenRequests += SwiftUIRequests.of(screen, context: context, generated: generated, spec: spec) {
                        $2 == .regenerated ? regenerated($0, $1, context) : createdOnce($0, $1, .sources, context)
                    }
                    if options.writesTests { screenRequests.append(testFile(of: screen, names, context)) }
                    return screenRequests
                }
                screenRequests.append(
                    regenerated("CallbackAction.swift.stencil", path(in: generated, names.callbackAction), context)
                )
                var interface = regenerated(
                    "ViewModelInterface.swift.stencil",
                    path(in: generated, names.viewModel, "+Interface.swift"),
                    context
                )
                interface.role = .viewModelInterface
                screenRequests.append(interface)
                var viewModel = createdOnce("ViewModel.swift.stencil", path(names.viewModel), .sources, context)
                viewModel.keptFileCalls = KeptFileCalls.viewModel(screen, resolved: spec.resolved(screen))
                viewModel.role = .viewModel
                screenRequests.append(viewModel)
                if screen.kind == .cell {
                    screenRequests.append(
                        createdOnce("CellView.swift.stencil", path(names.cellView), .sources, context)
                    )
                    screenRequests.append(
                        regenerated(
                            "CellViewCallbacks.swift.stencil",
                            path(in: generated, names.cellView, "+Callbacks.swift"),
                            context
                        )
                    )
                } else {
                    screenRequests.append(
                        regenerated(
                            "ViewControllerCallbacks.swift.stencil",
                            path(in: generated, names.controller, "+Callbacks.swift"),
                            context
                        )
                    )
                    var controller = createdOnce(
                        "ViewController.swift.stencil",
                        path(names.controller),
                        .sources,
                        context
                    )
                    controller.keptFileCalls = [KeptFileCalls.connectViewModel]
                    // What `asyncCommands` holds, without describing the whole screen.
                    if screen.commands.contains(where: \.isAsync) || screen.lists.contains(where: { $0.paging != nil })
                    {
                        controller.keptFileCalls.append(KeptFileCalls.cancelledCommandTasks)
                    }
                    screenRequests.append(controller)
                }
                if options.writesTests { screenRequests.append(testFile(of: screen, names, context)) }
                return screenRequests
            }
        )
        for screenRequests in perScreen { requests += screenRequests }
        let routed = spec.file.screens.filter { $0.kind != .cell }
        if !routed.isEmpty {
            let stem = ScreenNames.typeName(fromStem: spec.input.stem)
            let screens = routed.map {
                RoutedScreen(
                    names: ScreenNames(screen: $0.name.text),
                    isSwiftUI: $0.isSwiftUI,
                    isTabBar: $0.kind == .tabBar
                )
            }
            let context = RenderContext { RouterFile(file: file, routerName: stem, routedScreens: screens) }
            // A new router is registered by nobody: the run that creates it says so.
            let router = { (template: String, name: String, kind: RouterNotes.Router) in
                var request = regenerated(template, path(in: generated, name), context)
                request.noteWhenCreated = RouterNotes.newRouter(of: spec.input, kind)
                return request
            }
            requests.append(router("Router.swift.stencil", ScreenNames.router(fromStem: spec.input.stem), .controllers))
            if routed.contains(where: \.isSwiftUI) {
                requests.append(
                    router("ViewRouter.swift.stencil", ScreenNames.viewRouter(fromStem: spec.input.stem), .views)
                )
            }
        }
        return requests
    }

    /// A file's path in `folder`, relative to its root: `Generated/JobsViewModel+Interface.swift`.
    /// Put together in one allocation (`Concatenation`): a run makes one for every file.
    static func path(in folder: String, _ name: String, _ suffix: String = ".swift") -> String {
        Concatenation.join(folder, "/", name, suffix)
    }

    /// A file's path at the top of its root: `JobsViewModel.swift`.
    static func path(_ name: String) -> String {
        Concatenation.join(name, ".swift")
    }

    /// The module generated code imports, and the one generated tests import besides:
    /// its test-only companion (CallbackSpy, RecordingNavigator) is always named after it.
    static let runtimeModule = "MVVMRuntime"
    static let testingModule = runtimeModule + "Testing"

    /// What every template may use: where the code came from and the module under test.
    private static func fileFacts(_ spec: ValidatedSpec, options: GenerationOptions) -> FileFacts {
        FileFacts(
            source: GeneratedHeader.label(spec.input.fileName),
            moduleName: options.moduleName ?? "",
            runtimeModule: runtimeModule,
            testingModule: testingModule,
            imports: spec.file.imports.map(\.text) + spec.importedModules,
            access: options.accessLevel.prefix,
            isInternal: options.accessLevel == .internal
        )
    }
}

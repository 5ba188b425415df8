import MVVMRuntimeTesting
import Testing

@testable import MVVMRuntime

private final class ListModel: BaseViewModel {}
private final class DetailModel: BaseViewModel {}

private final class FakeController {
    let name: String
    init(name: String) { self.name = name }
}

@MainActor
@Suite("Router and navigation")
struct NavigationTests {
    @Test("when a view model type is registered, should build its controller; unknown types give nil")
    func routerBuildsControllers() {
        let router = ViewControllerRouter<FakeController>()
        router.register(ListModel.self) { _ in FakeController(name: "list") }

        #expect(router.controller(for: ListModel())?.name == "list")
        #expect(router.canRoute(ListModel()))
        #expect(router.controller(for: DetailModel()) == nil)
        #expect(!router.canRoute(DetailModel()))
    }

    @Test("when a view model asks to show another, the recording navigator should keep each request")
    func recordsRequests() {
        let navigator = RecordingNavigator()
        let detail = DetailModel()

        navigator.show(detail, as: .push)
        navigator.show(ListModel(), as: .present)
        navigator.pop(animated: true)
        navigator.dismiss(animated: false)

        #expect(navigator.requests.count == 4)
        #expect(navigator.lastShown(as: ListModel.self) != nil)
        #expect(navigator.requests.map(\.presentation) == [.push, .present, nil, nil])
        if case .push(let pushed) = navigator.requests[0] {
            #expect(pushed === detail)
        } else {
            Issue.record("first request should be a push")
        }
    }

    @Test("the navigator reference of a view model is weak")
    func navigatorIsWeak() {
        let model = ListModel()
        var navigator: RecordingNavigator? = RecordingNavigator()
        model.navigator = navigator
        navigator = nil
        #expect(model.navigator == nil)
    }
}

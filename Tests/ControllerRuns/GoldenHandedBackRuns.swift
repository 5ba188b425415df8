import HandedBackCore
import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
@_spi(StandIn) import UIKit

@testable import GoldenHandedBack

/// The handed-back golden case as generated, controllers untouched: a result handed back
/// to the screen that opened it, types from another module, typed callback info.
@MainActor
@Suite("The handed-back golden case, run")
struct GoldenHandedBackRuns {
    @Test("a presented picker hands its choice back through its given closure, then closes itself")
    func pickerHandsBackAndCloses() throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: SettingsViewModel(services: AppServices()))
        let settings = try app.top(as: SettingsViewController.self)
        var picked: [String] = []
        settings.viewModel.showLanguage(onPick: { picked.append($0) })
        let presented = try #require(settings.presentedViewController as? UINavigationController)
        let picker = try #require(presented.topViewController as? LanguagePickerViewController)
        Running.exercise(picker)

        picker.viewModel.onPick("fr")
        picker.viewModel.showDone()
        #expect(picked == ["fr"])
        #expect(settings.presentedViewController == nil, "the picker closed its own stack")
    }

    @Test("typed info reaches its handler as its type; actions print by name")
    func typedInfoAndNames() throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: SettingsViewModel(services: AppServices()))
        let settings = try app.top(as: SettingsViewController.self)
        Running.exercise(settings)
        settings.callBack(action: .showError, info: "Disk full")
        settings.callBack(action: .showError, info: 42)  // not a String: the handler gets nil
        #expect(String(reflecting: SettingsViewCallbackAction([.loggedOut, .showError])) == "[.loggedOut, .showError]")
        #expect(String(reflecting: SettingsViewCallbackAction.showError) == "[.showError]")
    }

    @Test("an owned object made from a given one holds that object")
    func ownedFromGiven() throws {
        let services = AppServices()
        let repositories = RepositoriesViewModel(services: services)
        #expect(repositories.owned.services === services && repositories.starred.starred)
    }
}

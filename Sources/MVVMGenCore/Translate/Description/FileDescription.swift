/// What every template may read, whatever it renders: where the code came from, the
/// module under test and the access level.
struct FileFacts: Sendable {
    var source: String
    var moduleName: String
    var runtimeModule: String
    var testingModule: String
    /// The modules the screen file's `imports` names, in its order.
    var imports: [String]
    var access: String
    var isInternal: Bool
}

/// A template's context: the file's facts and what it renders.
protocol FileRoot: TemplateObject {
    var file: FileFacts { get }
}

extension TemplateField where Owner: FileRoot {
    static var fileFields: [TemplateField<Owner>] {
        [
            .string("source", "The screen file the code was made from, as the header names it.") { $0.file.source },
            .string("moduleName", "The module under test, for `@testable import`; empty when not configured.") {
                $0.file.moduleName
            },
            .string("runtimeModule", "The runtime module generated code imports: `MVVMRuntime`.") {
                $0.file.runtimeModule
            },
            .string("testingModule", "The runtime's module for tests: `MVVMRuntimeTesting`.") { $0.file.testingModule },
            .strings("imports", "The modules the screen file's `imports` names: each file imports them.") {
                $0.file.imports
            },
            .string("access", "`public `, `package ` or nothing: written before each declaration.") { $0.file.access },
            .bool("isInternal", "True when declarations are internal (`access` is empty).") { $0.file.isInternal },
        ]
    }
}

/// The context of the templates of one screen.
struct ScreenFile: FileRoot {
    let file: FileFacts
    let screen: ScreenDescription

    static let table = TemplateTable<ScreenFile>(
        "ScreenFile",
        "The context of every template of a screen: the file's facts and `screen`.",
        TemplateField.fileFields + [.object("screen", "The screen being rendered.") { $0.screen }]
    )
}

/// The context of `Model.swift.stencil`.
struct ModelFile: FileRoot {
    let file: FileFacts
    let model: ModelDescription

    static let table = TemplateTable<ModelFile>(
        "ModelFile",
        "The context of `Model.swift.stencil`: the file's facts and `model`.",
        TemplateField.fileFields + [.object("model", "The model being rendered.") { $0.model }]
    )
}

/// The context of `Router.swift.stencil`.
struct RouterFile: FileRoot {
    let file: FileFacts
    let routerName: String
    let routedScreens: [RoutedScreen]

    static let table = TemplateTable<RouterFile>(
        "RouterFile",
        "The context of `Router.swift.stencil`: one router per screen file.",
        TemplateField.fileFields + [
            .string("routerName", "The screen file's stem as a type name: `jobs.screen.yaml` → `Jobs`.") {
                $0.routerName
            },
            .objects("routedScreens", "The file's screens that a router can show (every one but cells).") {
                $0.routedScreens
            },
            .bool("hasSwiftUI", "True when a routed screen is of the swiftui flavour.") {
                $0.routedScreens.contains(where: \.isSwiftUI)
            },
            .string("minimumPlatforms", "What the swiftui flavour needs: `iOS 17.0, macOS 14.0, …`.") { _ in
                Flavour.swiftUIPlatforms
            },
        ]
    )
}

/// A screen the router registers.
struct RoutedScreen: TemplateObject {
    let names: ScreenNames
    var isSwiftUI = false
    var isTabBar = false

    static let table = TemplateTable<RoutedScreen>(
        "RoutedScreen",
        "A screen the router registers: its view model and its controller or view.",
        [
            .string("viewModel", "The view model's type name.") { $0.names.viewModel },
            .string("controller", "The controller's type name.") { $0.names.controller },
            .string("view", "The SwiftUI view's type name (swiftui flavour).") { $0.names.swiftUIView },
            .bool("isSwiftUI", "True for a screen of the swiftui flavour: a view, not a controller.") { $0.isSwiftUI },
            .bool("holdsStacks", "True for a tab bar: its view holds a navigation stack per tab.") { $0.isTabBar },
        ]
    )
}

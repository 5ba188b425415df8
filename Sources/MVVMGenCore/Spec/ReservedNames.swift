/// Names the generated code already uses, so the YAML's names may not take them: a
/// declaration of the same name would not compile, or would hide the one the code means.
/// The name checks read these lists; keep them in step with the runtime and the templates.
enum ReservedNames {
    /// The public types of MVVMRuntime, MVVMRuntimeUIKit and MVVMRuntimeSwiftUI, which
    /// generated files import.
    static let runtimeTypes = [
        "BaseViewModel", "ViewModel", "ViewModelCallbackReceiver", "Navigating", "Presentation",
        "ViewControllerRouter", "NavigationControllerNavigator", "AppNavigation", "Paging", "PageLoad",
        "PagingFooter", "HUD", "HUDMessage", "HUDView", "PagingFooterView", "BackNavigation",
        "ObservableViewModel", "KeptObservation", "EventChannel", "ViewRouter", "StackNavigator", "ScreenStack",
        "TabStack", "HUDOverlay", "PagingFooterRow", "ControllerView",
    ]

    /// The public types of MVVMRuntimeTesting, which generated tests import.
    static let testingTypes = ["CallbackSpy", "CallbackWaitTimeout", "RecordingNavigator"]

    /// Swift types a YAML type may name without declaring them (see `KnownTypes`).
    static let swiftTypes = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Range", "ClosedRange", "Array", "Dictionary",
        "Set", "Optional", "Result", "Error", "Never", "Void", "Any", "AnyObject", "AnyHashable", "Sendable",
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable",
        "CustomStringConvertible", "Duration", "Task", "CancellationError", "Self",
    ]

    /// Foundation types a YAML type may name without declaring them (see `KnownTypes`).
    static let foundationTypes = [
        "Decimal", "CGFloat", "CGPoint", "CGSize", "CGRect", "TimeInterval", "Date", "DateComponents",
        "DateInterval", "URL", "URLComponents", "URLRequest", "UUID", "Data", "Locale", "TimeZone", "Calendar",
        "Measurement", "NSRange", "AttributedString", "DateFormatter", "NumberFormatter", "JSONDecoder",
        "JSONEncoder", "Bundle", "FileManager", "NotificationCenter", "UserDefaults", "ProcessInfo",
    ]

    /// Every type name taken, grouped by where it comes from; the group names the owner in
    /// messages ("clashes with the Swift type 'String'"). Besides the lists above, the
    /// types the templates name (OptionSet, MainActor, the controllers' UIKit and the
    /// tests' Swift Testing).
    static let typeGroups: [(owner: String, names: [String])] = [
        ("the MVVMRuntime type", runtimeTypes),
        ("the MVVMRuntimeTesting type", testingTypes),
        ("the Swift type", swiftTypes + ["OptionSet", "MainActor"]),
        ("the Foundation type", foundationTypes + ["IndexPath", "NSCoder"]),
        (
            "the UIKit type",
            [
                "UIViewController", "UITabBarController", "UINavigationController", "UITableView", "UITableViewCell",
                "UITableViewDataSource",
            ]
        ),
        ("the Swift Testing name", ["Test", "Suite"]),
    ]

    /// Members every screen's view model has from the runtime's base classes
    /// (`BaseViewModel`, `ViewModel`), and the `model(with:)` factory generated for each.
    static let viewModelMembers = [
        "init", "navigator", "controller", "bind", "callBack", "model", "kept", "keptViewModel", "heldCallbacks",
        "unbind", "bindReplacing", "commandTasks", "useCommandTasks",
    ]

    /// Members a view model of the swiftui flavour has besides: `ObservableViewModel`'s, the
    /// events channel and its send (generated when the screen has events), and what
    /// `@Observable` adds.
    static let observableViewModelMembers = [
        "keptRegistrar", "keptAccess", "keptMutation", "events", "sendEvent", "access", "withMutation",
    ]

    /// Members of every callback action struct that a callback's `static let` cannot share
    /// a name with: the `rawValue` it stores and the types `OptionSet` declares. Its methods
    /// (`contains`, `union`, `isEmpty`…) can: a static property does not hide them.
    static let callbackActionMembers = [
        "init", "rawValue", "RawValue", "Element", "ArrayLiteralElement", "debugDescription", "debugNames", "Sends",
    ]
}

import MVVMRuntime

/// A navigator for tests: records each request instead of showing anything.
@MainActor
public final class RecordingNavigator: Navigating {
    public enum Request {
        case push(BaseViewModel)
        case present(BaseViewModel)
        case resetRoot(BaseViewModel)
        case pop
        case popToRoot
        case dismiss

        /// The view model shown by a push, present or reset of the root.
        public var viewModel: BaseViewModel? {
            switch self {
            case .push(let viewModel), .present(let viewModel), .resetRoot(let viewModel): viewModel
            case .pop, .popToRoot, .dismiss: nil
            }
        }

        /// Whether it went back to the first screen of the stack.
        public var isPopToRoot: Bool {
            if case .popToRoot = self { true } else { false }
        }

        /// Whether it went back to the screen below.
        public var isPop: Bool {
            if case .pop = self { true } else { false }
        }

        /// Whether it closed the presented stack.
        public var isDismiss: Bool {
            if case .dismiss = self { true } else { false }
        }

        /// How a pop, pop to the root or dismiss closed screens; nil for the others.
        public var back: BackNavigation? {
            switch self {
            case .pop: .pop
            case .popToRoot: .popToRoot
            case .dismiss: .dismiss
            case .push, .present, .resetRoot: nil
            }
        }

        /// How a push, present or reset of the root showed its view model.
        public var presentation: Presentation? {
            switch self {
            case .push: .push
            case .present: .present
            case .resetRoot: .resetRoot
            case .pop, .popToRoot, .dismiss: nil
            }
        }
    }

    /// Every request, oldest first.
    public private(set) var requests: [Request] = []

    public init() {}

    public func push(_ viewModel: BaseViewModel, animated: Bool) { requests.append(.push(viewModel)) }
    public func present(_ viewModel: BaseViewModel, animated: Bool) { requests.append(.present(viewModel)) }
    public func pop(animated: Bool) { requests.append(.pop) }
    public func dismiss(animated: Bool) { requests.append(.dismiss) }
    public func popToRoot(animated: Bool) { requests.append(.popToRoot) }
    public func resetRoot(_ viewModel: BaseViewModel, animated: Bool) { requests.append(.resetRoot(viewModel)) }

    /// The view model last shown (pushed, presented or made the root), if it has type `Model`.
    public func lastShown<Model: BaseViewModel>(as type: Model.Type) -> Model? {
        requests.last(where: { $0.viewModel != nil })?.viewModel as? Model
    }
}

import MVVMRuntime

/// A navigator for tests: records each request instead of showing anything.
@MainActor
public final class RecordingNavigator: Navigating {
    /// One request a view model made of its navigator.
    public enum Request {
        /// `push(_:animated:)` of this view model.
        case push(BaseViewModel)
        /// `present(_:animated:)` of this view model.
        case present(BaseViewModel)
        /// `resetRoot(_:animated:)` to this view model.
        case resetRoot(BaseViewModel)
        /// `pop(animated:)`.
        case pop
        /// `popToRoot(animated:)`.
        case popToRoot
        /// `dismiss(animated:)`.
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

    /// A navigator that has recorded nothing yet.
    public init() {}

    /// Records `.push(viewModel)`.
    public func push(_ viewModel: BaseViewModel, animated: Bool) { requests.append(.push(viewModel)) }
    /// Records `.present(viewModel)`.
    public func present(_ viewModel: BaseViewModel, animated: Bool) { requests.append(.present(viewModel)) }
    /// Records `.pop`.
    public func pop(animated: Bool) { requests.append(.pop) }
    /// Records `.dismiss`.
    public func dismiss(animated: Bool) { requests.append(.dismiss) }
    /// Records `.popToRoot`.
    public func popToRoot(animated: Bool) { requests.append(.popToRoot) }
    /// Records `.resetRoot(viewModel)`.
    public func resetRoot(_ viewModel: BaseViewModel, animated: Bool) { requests.append(.resetRoot(viewModel)) }

    /// The view model last shown (pushed, presented or made the root), if it has type `Model`.
    public func lastShown<Model: BaseViewModel>(as type: Model.Type) -> Model? {
        requests.last(where: { $0.viewModel != nil })?.viewModel as? Model
    }
}

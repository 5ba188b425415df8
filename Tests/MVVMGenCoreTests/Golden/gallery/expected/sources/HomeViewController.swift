// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// the app's tabs
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class HomeViewController: UITabBarController {
    let viewModel: HomeViewModel

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        viewModel.bind(to: self)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tabs: [UIViewController] = [
            FeedViewController(viewModel: viewModel.viewModelForFeedTab()),
            ProfileViewController(viewModel: viewModel.viewModelForProfileTab()),
        ]
        viewControllers = tabs.map { UINavigationController(rootViewController: $0) }
    }
}
#endif

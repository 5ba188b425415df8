#if canImport(UIKit)
import UIKit

/// The load-more footer of the job list, in place of the article's MJRefresh footer:
/// a button that asks for the next page, then a spinner until the page arrives.
final class LoadMoreFooterView: UIView {
    private let button: UIButton
    private let spinner = UIActivityIndicatorView(style: .medium)

    /// `onLoadMore` runs when the user asks for the next page.
    init(onLoadMore: @escaping @MainActor () -> Void) {
        button = UIButton(type: .system, primaryAction: UIAction(title: "加载更多") { _ in onLoadMore() })
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        autoresizingMask = [.flexibleWidth]
        for subview in [button, spinner] as [UIView] {
            subview.frame = bounds
            subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(subview)
        }
        button.addAction(UIAction { [weak self] _ in self?.beginLoading() }, for: .touchUpInside)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(onLoadMore:)")
    }

    /// Swaps the button for the spinner while the page loads.
    func beginLoading() {
        button.isHidden = true
        spinner.startAnimating()
    }

    /// Shows the button again once the page arrived (or failed).
    func endLoading() {
        spinner.stopAnimating()
        button.isHidden = false
    }
}
#endif

#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The load-more footer of a paged list, in place of the articles' MJRefresh footer: a
/// button that asks for the next page, a spinner while it loads, and the "all loaded"
/// text (when the screen has one) after the last page.
@MainActor
public final class PagingFooterView: UIView {
    /// The load-more button, titled `loadMoreTitle`; shown after a full page.
    public let button: UIButton
    /// Turns while the next page loads.
    public let spinner = UIActivityIndicatorView(style: .medium)
    /// The "all loaded" text, after the last page.
    public let label = UILabel()

    /// `loadMoreTitle` is the button's title; `onLoadMore` runs when the person taps it.
    public init(loadMoreTitle: String, onLoadMore: @escaping @MainActor () -> Void) {
        button = UIButton(type: .system, primaryAction: UIAction(title: loadMoreTitle) { _ in onLoadMore() })
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        autoresizingMask = [.flexibleWidth]
        label.textAlignment = .center
        for subview in [button, spinner, label] as [UIView] {
            subview.frame = bounds
            subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(subview)
        }
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(loadMoreTitle:onLoadMore:)")
    }

    /// Shows the part of the footer that `footer` names.
    public func show(_ footer: PagingFooter, allLoadedText: String) {
        button.isHidden = footer != .loadMore
        label.isHidden = footer != .allLoaded
        label.text = allLoadedText
        if footer == .loading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }
}

/// The table side of a paged list: pull to refresh and the load-more footer.
extension UITableView {
    /// Adds pull to refresh: `refresh` runs when the person pulls the table down.
    public func addPullToRefresh(_ refresh: @escaping @MainActor () -> Void) {
        let control = UIRefreshControl()
        control.addAction(UIAction { _ in refresh() }, for: .valueChanged)
        refreshControl = control
    }

    /// Shows `header` above the rows, as wide as the table and as tall as its content needs
    /// at that width (Auto Layout's fitting size; its current height when it has none).
    public func showHeader(_ header: UIView) {
        let width = bounds.width
        let fitting = header.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        header.frame = CGRect(x: 0, y: 0, width: width, height: max(fitting.height, header.frame.height))
        tableHeaderView = header
    }

    /// Adds pull to refresh that runs `command` as one of `tasks` (one under way starts again)
    /// and stops the spinner when it ends: a table whose rows do not page.
    public func addPullToRefresh(
        running command: String,
        on tasks: CommandTasks,
        _ operation: @escaping @MainActor () async -> Void
    ) {
        addPullToRefresh { [weak self] in
            tasks.run(command, whileRunning: .restart) {
                await operation()
                if !Task.isCancelled { self?.refreshControl?.endRefreshing() }
            }
        }
    }

    /// Shows `paging`'s state: the refresh spinner stops unless the first page is loading,
    /// and the footer appears only after a full page. After the last page the footer shows
    /// `allLoadedText`, or goes when it is empty (the article removes it).
    public func showPaging<Item>(
        _ paging: Paging<Item>,
        loadMoreTitle: String,
        allLoadedText: String,
        loadMore: @escaping @MainActor () -> Void
    ) {
        if !paging.isRefreshing {
            refreshControl?.endRefreshing()
        }
        let footer = paging.footer
        guard footer != .hidden, footer != .allLoaded || !allLoadedText.isEmpty else {
            tableFooterView = nil
            return
        }
        let view =
            tableFooterView as? PagingFooterView
            ?? PagingFooterView(loadMoreTitle: loadMoreTitle, onLoadMore: loadMore)
        view.show(footer, allLoadedText: allLoadedText)
        tableFooterView = view
    }
}
#endif

#if canImport(SwiftUI)
import MVVMRuntime
import SwiftUI

/// The HUD of a screen of the swiftui flavour (convention C12), laid over it by the
/// regenerated `connectViewModel(_:)`: a spinner with the text while something loads, the
/// message (and its code) otherwise, nothing while hidden.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct HUDOverlay: View {
    private let message: HUDMessage?

    /// Shows `message`, or nothing when it is nil.
    public init(_ message: HUDMessage?) {
        self.message = message
    }

    /// The message's text, or a progress view for a progress message.
    public var body: some View {
        if let message {
            switch message.style {
            case .progress:
                if message.text.isEmpty { ProgressView() } else { ProgressView(message.text) }
            case .message:
                Text(message.displayText)
            }
        }
    }
}

/// The row after the last of a paged list (convention C9): a button that loads more after a
/// full page, a spinner while the next page loads, the text once everything is loaded.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingFooterRow: View {
    private let footer: PagingFooter
    private let loadMoreTitle: String
    private let allLoadedText: String
    private let loadMore: @MainActor () -> Void

    /// `footer` is the list's `Paging.footer`, read by the view that shows the list, so the
    /// row changes with it.
    public init(
        _ footer: PagingFooter,
        loadMoreTitle: String,
        allLoadedText: String,
        loadMore: @escaping @MainActor () -> Void
    ) {
        self.footer = footer
        self.loadMoreTitle = loadMoreTitle
        self.allLoadedText = allLoadedText
        self.loadMore = loadMore
    }

    /// The footer's state: a load-more row, a spinner while a page loads, or nothing.
    public var body: some View {
        switch footer {
        case .hidden: EmptyView()
        case .loadMore: Button(loadMoreTitle, action: loadMore)
        case .loading: ProgressView()
        case .allLoaded:
            if !allLoadedText.isEmpty { Text(allLoadedText) }
        }
    }
}
#endif

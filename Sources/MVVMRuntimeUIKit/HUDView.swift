#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The screen's HUD (convention C12): a plain overlay in place of the articles'
/// MBProgressHUD. Progress shows a spinner and stays until hidden; a message shows its
/// text (and code) and hides itself after `messageDuration`.
@MainActor
public final class HUDView: UIView {
    /// How long a message (not progress) stays before it hides itself: 1.5 s.
    public static let messageDuration: Duration = .seconds(1.5)
    /// How long progress waits before it appears: a load that ends sooner shows no HUD, so
    /// a quick first page does not flash "Loading" (MBProgressHUD's grace time). Zero
    /// shows progress at once.
    public static var progressGraceTime: Duration = .milliseconds(300)

    private let spinner = UIActivityIndicatorView(style: .large)
    private let label = UILabel()
    private var autoHide: Task<Void, Never>?
    private var graceWait: Task<Void, Never>?

    /// The HUD of `view`: the one added before, or a new one covering it, on top.
    public static func of(_ view: UIView) -> HUDView {
        if let shown = view.subviews.lazy.compactMap({ $0 as? HUDView }).first {
            view.bringSubviewToFront(shown)
            return shown
        }
        let hud = HUDView(frame: view.bounds)
        view.addSubview(hud)
        return hud
    }

    /// A hidden HUD covering `frame`; `of(_:)` adds one to a view.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.5)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isHidden = true
        label.textColor = .white
        label.textAlignment = .center
        label.numberOfLines = 0
        addSubview(spinner)
        addSubview(label)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(frame:)")
    }

    /// The text shown, nil while hidden.
    public var shownText: String? { isHidden ? nil : label.text }

    /// Shows `message`, or hides the HUD when it is nil. Progress asked for while the HUD is
    /// hidden appears after `progressGraceTime`, unless something else is shown first.
    public func show(_ message: HUDMessage?) {
        autoHide?.cancel()
        graceWait?.cancel()
        guard let message else {
            spinner.stopAnimating()
            isHidden = true
            return
        }
        guard message.style == .message || !isHidden || Self.progressGraceTime <= .zero else {
            graceWait = Task { [weak self] in
                try? await Task.sleep(for: Self.progressGraceTime)
                guard !Task.isCancelled else { return }
                self?.reveal(message)
            }
            return
        }
        reveal(message)
    }

    private func reveal(_ message: HUDMessage) {
        label.text = message.displayText
        // Laid out on each show: frames follow the current size without Auto Layout.
        spinner.frame = CGRect(x: 0, y: bounds.midY - 60, width: bounds.width, height: 40)
        label.frame = CGRect(x: 20, y: bounds.midY - 10, width: bounds.width - 40, height: 60)
        isHidden = false
        switch message.style {
        case .progress:
            spinner.startAnimating()
        case .message:
            spinner.stopAnimating()
            autoHide = Task { [weak self] in
                try? await Task.sleep(for: Self.messageDuration)
                guard !Task.isCancelled else { return }
                self?.show(nil)
            }
        }
    }
}
#endif

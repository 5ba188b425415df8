#if canImport(UIKit)
import UIKit

/// A plain overlay in place of the article's MBProgressHUD (no third-party code).
///
/// A message without a code is local progress ("正在加载"): it shows a spinner and stays
/// until `hide()`. A message with a code is the server's (or the article's "8888"
/// success) answer: it hides itself after 1.5 s, as the article's HUD does.
final class HUDView: UIView {
    private static let messageDuration: Duration = .seconds(1.5)

    private let spinner = UIActivityIndicatorView(style: .large)
    private let label = UILabel()
    private var autoHide: Task<Void, Never>?

    override init(frame: CGRect) {
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
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(frame:)")
    }

    /// Shows `message`; `code` non-empty marks a server answer, shown with its code.
    func show(message: String, code: String) {
        autoHide?.cancel()
        label.text = code.isEmpty ? message : "\(message) (\(code))"
        // Laid out on each show: frames follow the current size without Auto Layout.
        spinner.frame = CGRect(x: 0, y: bounds.midY - 60, width: bounds.width, height: 40)
        label.frame = CGRect(x: 20, y: bounds.midY - 10, width: bounds.width - 40, height: 60)
        isHidden = false
        if code.isEmpty {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
            autoHide = Task { [weak self] in
                try? await Task.sleep(for: Self.messageDuration)
                guard !Task.isCancelled else { return }
                self?.hide()
            }
        }
    }

    func hide() {
        autoHide?.cancel()
        spinner.stopAnimating()
        isHidden = true
    }
}
#endif

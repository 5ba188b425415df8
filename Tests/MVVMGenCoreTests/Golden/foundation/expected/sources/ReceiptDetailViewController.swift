// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// One receipt and where to find its invoice.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class ReceiptDetailViewController: UIViewController {
    let viewModel: ReceiptDetailViewModel

    init(viewModel: ReceiptDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Registers cells, renders the view model's state and listens to it (regenerated).
        connectViewModel()
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.shareAction(link: URL(string: "https://example.com")!, at: Date()) }, for: .touchUpInside)

    func shareAction(link: URL, at: Date) {
        viewModel.share(link: link, at: at)
    }

    func refundAction(id: UUID, amount: Decimal, proof: Data, note: String?) {
        viewModel.refund(id: id, amount: amount, proof: proof, note: note)
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleReloadReceipt(info: Any?) {
        // Update the views that show what `.reloadReceipt` changed.
    }
}
#endif

// rejected in: swift6 xcode26
// error: does not conform to protocol 'UIViewControllerRepresentable'
// UIViewControllerRepresentable makes a UIViewController, not a UIView.

import SwiftUI
import UIKit

struct Badge: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIView { UIView() }
    func updateUIViewController(_ uiViewController: UIView, context: Context) {}
}

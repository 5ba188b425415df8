// rejected in: swift6 xcode26
// error: Binding<String>
// A TextField edits a String: a number needs a format, not a text binding.

import Observation
import SwiftUI

@Observable
final class Profile {
    var age = 0
}

struct ProfileForm: View {
    @Bindable var profile: Profile

    var body: some View {
        TextField("Age", text: $profile.age)
    }
}

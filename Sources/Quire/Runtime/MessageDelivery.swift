/// A message on its way to a screen, with the screen's type erased: made where the type is
/// known (the screen's `ScreenContext`), carried through the app's inbox, and delivered by
/// the app's loop if the screen is still on the stack.
struct MessageDelivery: Sendable {
  /// Gives the message to the screen's `receive(_:context:)`.
  let deliver: @MainActor @Sendable () -> Void

  init(_ deliver: @escaping @MainActor @Sendable () -> Void) {
    self.deliver = deliver
  }
}

extension Alert where Value == Bool {
  /// A yes-or-no alert: `confirm` gives `true`, `deny` gives `false`, Esc `nil`. With
  /// `isDestructive` the confirming button is marked as such.
  public convenience init(
    confirming title: String, message: String? = nil, confirm: Button<Bool>.Title = .word(.yes),
    deny: Button<Bool>.Title = .word(.no), isDestructive: Bool = false, defaultsToConfirm: Bool = true
  ) {
    self.init(
      title: title, message: message,
      buttons: [
        Button(confirm, value: true, role: isDestructive ? .destructive : .normal),
        Button(deny, value: false, role: .cancel),
      ],
      defaultIndex: defaultsToConfirm ? 0 : 1)
  }
}

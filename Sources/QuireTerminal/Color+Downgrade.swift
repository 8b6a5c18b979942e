extension Color {
  /// This colour as a terminal of `depth` can show it: the nearest colour it has.
  ///
  /// 24-bit → 256 picks the nearest entry of the 6×6×6 cube or the grey ramp (16–255, whose
  /// shades are fixed; 0–15 follow the user's theme). 256 or 24-bit → 16 picks the nearest of
  /// xterm's default shades of the 16 ANSI colours. Under `.none` every colour becomes the
  /// default. A colour the terminal can show is kept as it is. O(1) but for 24-bit → 16 (O(16)).
  public func downgraded(to depth: ColorDepth) -> Color {
    switch (self, depth) {
    case (.default, _): return self
    case (_, .none): return .default
    case (.ansi, _): return self
    case (.palette(let index), .ansi16):
      if index < 16, let ansi = ANSI(rawValue: index) { return .ansi(ansi) }
      return .ansi(Color.nearestANSI(to: Color.paletteRGB(index)))
    case (.palette, _): return self
    case (.rgb(let red, let green, let blue), .ansi16):
      return .ansi(Color.nearestANSI(to: (red, green, blue)))
    case (.rgb(let red, let green, let blue), .ansi256):
      return .palette(Color.nearestPaletteIndex(to: (red, green, blue)))
    case (.rgb, .trueColor): return self
    }
  }

  /// The shades of the palette's 6×6×6 cube along each axis.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// xterm's default shades of the 16 ANSI colours, the reference for choosing among them.
  static let ansiRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The red, green and blue of palette entry `index` (xterm's values).
  static func paletteRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
    let index = Int(index)
    if index < 16 {
      let (red, green, blue) = ansiRGB[index]
      return (UInt8(red), UInt8(green), UInt8(blue))
    }
    if index >= 232 {
      let level = UInt8(8 + 10 * (index - 232))
      return (level, level, level)
    }
    let cube = index - 16
    return (
      UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6])
    )
  }

  /// The palette entry (16–255) nearest to a 24-bit colour: the nearest cube corner or grey.
  static func nearestPaletteIndex(to rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
    let (red, green, blue) = (Int(rgb.0), Int(rgb.1), Int(rgb.2))
    let cube = (nearestCubeStep(red), nearestCubeStep(green), nearestCubeStep(blue))
    let cubeColor = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
    let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    let average = (red + green + blue) / 3
    let greyStep = max(0, min(23, (average - 3) / 10))
    let grey = 8 + 10 * greyStep
    let target = (red, green, blue)
    if distance(target, (grey, grey, grey)) < distance(target, cubeColor) {
      return UInt8(232 + greyStep)
    }
    return UInt8(cubeIndex)
  }

  /// The ANSI colour whose xterm default shade is nearest to a 24-bit colour.
  static func nearestANSI(to rgb: (UInt8, UInt8, UInt8)) -> ANSI {
    let target = (Int(rgb.0), Int(rgb.1), Int(rgb.2))
    var best = 0
    var bestDistance = Int.max
    for (index, shade) in ansiRGB.enumerated() {
      let candidate = distance(target, shade)
      if candidate < bestDistance {
        best = index
        bestDistance = candidate
      }
    }
    return ANSI(rawValue: UInt8(best)) ?? .white
  }

  /// The index (0–5) of the cube shade nearest to a component.
  private static func nearestCubeStep(_ value: Int) -> Int {
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return min(5, (value - 35) / 40)
  }

  /// A perceptual distance between two colours ("redmean": weights that follow the eye).
  private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
    let redMean = (lhs.0 + rhs.0) / 2
    let red = lhs.0 - rhs.0
    let green = lhs.1 - rhs.1
    let blue = lhs.2 - rhs.2
    return ((512 + redMean) * red * red) / 256 + 4 * green * green + ((767 - redMean) * blue * blue) / 256
  }
}

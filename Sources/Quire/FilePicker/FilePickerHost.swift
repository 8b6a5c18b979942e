import QuireDocuments

/// A screen that holds a `FilePicker`: the glue `FilePickerScreen` and `FilePickerPrompt`
/// share, which carries out what the picker asks for (listings and previews as tasks, on
/// threads of their own since they block while they read) and gives it back what they bring.
@MainActor
protocol FilePickerHost: Screen where Result == String, Message == FilePickerEvent {
  /// The picker shown.
  var picker: FilePicker { get set }
  /// The listings running, by generation, so that one of a folder left can be stopped.
  var readings: [Int: FolderReading] { get set }
}

extension FilePickerHost {
  /// Starts listing the picker's folder.
  func start(context: ScreenContext<Self>) {
    carryOut(picker.start(), context: context)
  }

  /// Gives the picker what a task brought, and carries out what it answers.
  func take(_ event: FilePickerEvent, context: ScreenContext<Self>) {
    if case .listingEnded(let generation, _) = event { readings[generation] = nil }
    carryOut(picker.receive(event), context: context)
  }

  /// Carries out what the last key asked for.
  func carryOutEffects(context: ScreenContext<Self>) {
    carryOut(picker.takeEffects(), context: context)
  }

  /// Does what the picker asked for, in order.
  func carryOut(_ effects: [FilePickerEffect], context: ScreenContext<Self>) {
    for effect in effects {
      switch effect {
      case .list(let path, let generation):
        let reading = FolderReading(path: path)
        readings[generation] = reading
        context.run(reporting: { report in
          let result = await BlockingWork.run {
            reading.read { batch in report(.listed(generation: generation, batch)) }
          }
          return .listingEnded(generation: generation, result)
        })
      case .stopListing(let generation):
        readings.removeValue(forKey: generation)?.stop()
      case .readPreview(let path, let hidden):
        context.run {
          .previewRead(path: path, await BlockingWork.run { FilePreview.read(path, hidden: hidden) })
        }
      case .finish(let path):
        stopReadings()
        context.finish(path)
      case .cancel:
        stopReadings()
        context.cancel()
      }
    }
  }

  /// Stops every listing still running.
  func stopReadings() {
    for reading in readings.values { reading.stop() }
    readings = [:]
  }
}

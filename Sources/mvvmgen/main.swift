import MVVMGenCLI

MVVMGenCommand.main()

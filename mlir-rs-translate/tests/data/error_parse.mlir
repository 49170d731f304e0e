llvm.func @f( {

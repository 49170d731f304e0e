//! `toyc`: the compiler of MLIR's Toy tutorial, from a Toy source file to
//! its syntax tree, its MLIR at each stage of lowering, LLVM IR, or a run.
//!
//! ```sh
//! toyc file.toy -emit=ast|mlir|mlir-affine|mlir-llvm|llvm|jit [-opt]
//! ```

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().collect();
    toy::compiler::main(&args)
}

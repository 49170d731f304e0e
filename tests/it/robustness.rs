//! Robustness: malformed input never panics, deep nesting neither
//! panics nor overflows the stack while parsing, printing, walking,
//! cloning and dropping, and output exponential in its input streams.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir, print_ir_to};
use mlir_core::ir::{InsertPoint, WalkControl, WalkOrder};
use proptest::prelude::*;

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// `depth` unregistered ops nested in each other's regions, innermost
/// holding one op with a use of an outer block argument.
fn nested_generic(depth: usize) -> String {
    let mut s = String::with_capacity(depth * 40);
    for i in 0..depth {
        s.push_str(&format!("\"t.n\"() ({{\n^bb0(%a{i}: i32):\n"));
    }
    s.push_str("\"t.leaf\"(%a0) : (i32) -> ()\n");
    for _ in 0..depth {
        s.push_str("}) : () -> ()\n");
    }
    s
}

/// Many ops on one line (a minified file): each gets its own column's
/// location, once, and the run of locations crowding one line of the
/// interner's tables stays cheap (a quadratic walk here took seconds at 40k
/// ops).
#[test]
fn a_hundred_thousand_ops_on_one_line() {
    const OPS: usize = 100_000;
    let op = "\"t.op\"() : () -> () ";
    let src = op.repeat(OPS);
    let ctx = context();
    let parsed = parse_source(ctx.clone(), src.as_str(), &ParseConfig::new("line.mlir"))
        .expect("one line of ops parses");
    let columns: Vec<usize> = op_locations(&parsed.ir)
        .iter()
        .map(|loc| match loc.data(&ctx) {
            mlir_core::context::builtin::location::LocationData::FileLineCol {
                line: 1,
                col: Some(c),
                ..
            } => *c as usize,
            other => panic!("unexpected location {other:?}"),
        })
        .collect();
    let expected: Vec<usize> = (0..OPS).map(|i| 1 + i * op.len()).collect();
    assert_eq!(columns, expected);
    // Parsing the same text again finds every location already made.
    let again = parse_source(ctx.clone(), src.as_str(), &ParseConfig::new("line.mlir")).unwrap();
    assert_eq!(op_locations(&parsed.ir), op_locations(&again.ir));
}

/// The locations of the `t.op` ops of `ir`, in order.
fn op_locations(
    ir: &mlir_core::ir::IrView,
) -> Vec<mlir_core::context::builtin::location::Location> {
    let ctx = ir.ctx();
    let mut locs = Vec::new();
    ir.walk_all(WalkOrder::PreOrder, |ir, op| {
        if op.name(ir).as_str(ctx) == "t.op" {
            locs.push(op.loc(ir));
        }
        WalkControl::Advance
    });
    locs
}

/// `depth` nested `module { … }` (each one isolated: one body per level).
fn nested_modules(depth: usize) -> String {
    let mut s = "module {\n".repeat(depth);
    s.push_str("\"t.leaf\"() : () -> ()\n");
    s.push_str(&"}\n".repeat(depth));
    s
}

fn count_ops(ir: &mlir_core::ir::IrView) -> usize {
    let mut count = 0;
    ir.walk_all(WalkOrder::PostOrder, |_, _| {
        count += 1;
        WalkControl::Advance
    });
    count
}

/// Parse, walk, print, re-parse, clone, erase and drop a deeply nested
/// input. (The printed text itself grows with the square of the depth,
/// because of indentation, as mlir-opt's does; so it is printed only twice.)
fn run_deep(src: &str, expect_ops: usize) {
    let parsed =
        parse_source(context(), src, &ParseConfig::new("deep.mlir")).expect("deep input parses");
    let mut ir = parsed.ir;
    assert_eq!(count_ops(&ir), expect_ops);
    let printed = print_ir(&ir, &PrintOptions::new());
    assert!(printed.lines().count() > expect_ops);
    // Printing is a fixed point.
    let again =
        parse_source(context(), &printed, &ParseConfig::new("again.mlir")).expect("re-parses");
    assert_eq!(print_ir(&again.ir, &PrintOptions::new()), printed);
    drop(again);
    // Clone the outermost nested op, then erase the clone.
    let module = ir.top_level_ops()[0];
    let outer = module.region(&ir, 0).first_block(&ir).unwrap().first_op(&ir).unwrap();
    let mut mapping = mlir_core::ir::IrMapping::default();
    let copy = ir.clone_op(outer, &mut mapping);
    ir.insert_op(copy, InsertPoint::After(outer));
    assert_eq!(count_ops(&ir), 2 * expect_ops - 1);
    ir.erase_op(copy);
    assert_eq!(count_ops(&ir), expect_ops);
    drop(ir);
}

#[test]
fn ten_thousand_nested_regions() {
    // module + 10,000 nested ops + the leaf.
    run_deep(&nested_generic(10_000), 10_002);
}

#[test]
fn ten_thousand_nested_isolated_modules() {
    run_deep(&nested_modules(10_000), 10_001);
}

#[test]
fn deeply_nested_attributes_are_an_error_not_a_crash() {
    let src =
        format!("\"t.a\"() {{a = {}1{}}} : () -> ()", "[".repeat(100_000), "]".repeat(100_000));
    let out = mlir_rs_opt::run_in_memory(&["--allow-unregistered-dialect"], "deep.mlir", &src);
    assert_eq!(out.code, 1);
    assert!(out.stderr_lossy().contains("error:"), "{}", out.stderr_lossy());
}

/// How deep the deep cases nest, in levels of types and attributes as the
/// parser counts them (its limit is 20,000).
const DEPTH: usize = 10_000;

/// Runs `f` on a thread with a stack of `stack_size` bytes: a job that
/// recursed on nesting depth would overflow it.
fn on_small_stack<T: Send + 'static>(
    stack_size: usize,
    f: impl FnOnce() -> T + Send + 'static,
) -> T {
    std::thread::Builder::new()
        .stack_size(stack_size)
        .spawn(f)
        .expect("thread starts")
        .join()
        .expect("no stack overflow")
}

/// `open` repeated, `leaf`, `close` repeated: `DEPTH` levels of nesting
/// when one `open` is `levels` of them (`tensor<2xf32, tensor<…>>` is two:
/// the tensor and its encoding).
fn nest(open: &str, leaf: &str, close: &str, levels: usize) -> String {
    let n = DEPTH / levels;
    format!("{}{leaf}{}", open.repeat(n), close.repeat(n))
}

/// A value nested `DEPTH` deep: an input holding it, and its text as
/// printed inline (as written, which is what mlir-opt prints back for the
/// 1,000-deep cases of the `deep_nesting.mlir` differential tests).
struct DeepCase {
    src: String,
    inline: String,
    /// Whether the value prints through aliases (locations with debug
    /// info, distinct attributes): then it is inline only with local scope.
    aliased: bool,
}

fn deep_type(inline: String) -> DeepCase {
    DeepCase { src: format!("\"a.op\"() : () -> {inline}\n"), inline, aliased: false }
}

fn deep_attr(inline: String) -> DeepCase {
    DeepCase { src: format!("\"a.op\"() {{a = {inline}}} : () -> ()\n"), inline, aliased: false }
}

fn deep_loc(inline: String) -> DeepCase {
    DeepCase { src: format!("\"a.op\"() : () -> () loc({inline})\n"), inline, aliased: true }
}

/// Runs each case through the tool in every printing mode on a thread
/// with a 128 KiB stack, so that printing (the alias pass included) that
/// recursed on depth would overflow it: the output holds the value as
/// written, and printing is a fixed point.
fn run_deep_cases(cases: Vec<DeepCase>) {
    for case in cases {
        on_small_stack(128 * 1024, move || {
            let modes: [&[&str]; 4] = [
                &[],
                &["--mlir-print-debuginfo"],
                &["--mlir-print-op-generic", "--mlir-print-debuginfo"],
                &["--mlir-print-local-scope", "--mlir-print-debuginfo"],
            ];
            for mode in modes {
                let mut flags = vec!["--allow-unregistered-dialect"];
                flags.extend_from_slice(mode);
                let out = mlir_rs_opt::run_in_memory(&flags, "deep.mlir", &case.src);
                assert_eq!(out.code, 0, "{mode:?}: {}", out.stderr_lossy());
                let stdout = out.stdout_lossy().into_owned();
                let shown = mode.contains(&"--mlir-print-debuginfo") || !case.src.contains("loc(");
                let inline = !case.aliased || mode.contains(&"--mlir-print-local-scope");
                if shown && inline {
                    assert!(stdout.contains(&case.inline), "{mode:?}: {}", &stdout[..200]);
                }
                let again = mlir_rs_opt::run_in_memory(&flags, "deep.mlir", &stdout);
                assert_eq!(again.code, 0, "{mode:?}: {}", again.stderr_lossy());
                assert!(again.stdout_lossy() == stdout, "{mode:?}: printing is a fixed point");
            }
        });
    }
}

/// Types nested through every builtin kind that holds types or attributes
/// (mlir-opt 22 reads and prints tuples, memrefs and function types 10,000
/// deep and crashes near 30,000; tensor encodings it prints 1,000 deep and
/// crashes on 10,000 deep): parsed, printed, uniqued and dropped without
/// recursion on depth.
#[test]
fn ten_thousand_deep_types() {
    run_deep_cases(vec![
        deep_type(nest("tuple<", "i32", ">", 1)),
        deep_type(nest("memref<1x", "f32", ">", 1)),
        deep_type(format!("({})", nest("() -> (", "() -> i32", ")", 1))),
        deep_type(format!("({})", nest("(i1, ", "i32", ") -> ()", 1))),
        deep_type(nest("tuple<complex<f32>, ", "i32", ">", 1)),
        deep_type(nest("tensor<2xvector<2xf32>, ", "f32", ">", 2)),
        deep_type(nest("memref<1xf32, {a = ", "f32", "}>", 3)),
    ]);
}

/// Attributes nested through every builtin kind that holds attributes or
/// types. mlir-opt 22 crashes on arrays and dictionaries between 5,000 and
/// 7,000 deep; we accept them up to the nesting limit.
#[test]
fn ten_thousand_deep_attributes() {
    let distinct: String = (0..DEPTH / 2).map(|i| format!("distinct[{i}]<[")).collect();
    run_deep_cases(vec![
        deep_attr(nest("[", "1", "]", 1)),
        deep_attr(nest("{b = ", "1 : i64", "}", 1)),
        deep_attr(nest("\"s\" : tuple<memref<1xf32, {a = ", "1 : i64", "}>>", 4)),
        deep_attr(nest("dense<1> : tensor<1xi32, ", "[1]", ">", 2)),
        DeepCase { aliased: true, ..deep_attr(format!("{distinct}1{}", "]>".repeat(DEPTH / 2))) },
    ]);
}

/// Locations nested through every kind that holds locations. Fused
/// locations flatten when their metadata is the same (`fused[fused[…]]` is
/// one location, as in mlir-opt), so the nest that stays deep alternates
/// metadata.
#[test]
fn ten_thousand_deep_locations() {
    run_deep_cases(vec![
        deep_loc(nest("callsite(", "\"a\":1:1", " at \"b\":2:2)", 1)),
        deep_loc(nest("callsite(\"c\"(", "\"a\":1:1", ") at \"b\":2:2)", 2)),
        deep_loc(nest("fused<\"m\">[fused[\"b\":2:2, ", "\"a\":1:1", "]]", 2)),
        deep_loc(nest("\"n\"(", "\"a\":1:1", ")", 1)),
    ]);
    // Flattened: they print as their one leaf.
    for open in ["fused[", "fused<\"m\">["] {
        let src = format!("\"a.op\"() : () -> () loc({})\n", nest(open, "\"a\":1:1", "]", 1));
        let stdout = on_small_stack(128 * 1024, move || {
            let flags = ["--allow-unregistered-dialect", "--mlir-print-debuginfo"];
            let out = mlir_rs_opt::run_in_memory(&flags, "deep.mlir", &src);
            assert_eq!(out.code, 0, "{}", out.stderr_lossy());
            out.stdout_lossy().into_owned()
        });
        assert!(stdout.contains("\"a\":1:1"), "{stdout}");
        assert!(!stdout.contains("[fused"), "{stdout}");
    }
}

/// A message quoting a type 10,000 deep prints it without recursion.
#[test]
fn ten_thousand_deep_type_in_a_diagnostic() {
    let ty = nest("tuple<", "i32", ">", 1);
    let src = format!("%0 = \"a.op\"() : () -> {ty}\n%1 = arith.addi %0, %0 : {ty}\n");
    on_small_stack(128 * 1024, move || {
        let out = mlir_rs_opt::run_in_memory(&["--allow-unregistered-dialect"], "deep.mlir", &src);
        assert_eq!(out.code, 1);
        let stderr = out.stderr_lossy();
        assert!(stderr.contains(&format!("but got '{ty}'")), "{}", &stderr[..300]);
    });
}

#[test]
fn types_deeper_than_the_limit_are_an_error_not_a_crash() {
    let src = format!("\"t.a\"() : () -> {}i32{}\n", "tuple<".repeat(20_001), ">".repeat(20_001));
    let out = mlir_rs_opt::run_in_memory(&["--allow-unregistered-dialect"], "deep.mlir", &src);
    assert_eq!(out.code, 1);
    let stderr = out.stderr_lossy();
    assert!(stderr.contains("nesting of types and attributes is too deep"), "{stderr}");
}

/// Inputs the mutations start from: every differential test input and
/// every `.mlir` test (the `coretest` files exercise registered ops and
/// their verifiers).
fn seeds() -> &'static [Vec<u8>] {
    static SEEDS: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    SEEDS.get_or_init(read_seeds)
}

fn read_seeds() -> Vec<Vec<u8>> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut out = Vec::new();
    let mut dirs = vec![root.join("differential"), root.join("mlir")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                // Bytes: some seeds are not UTF-8 on purpose.
                out.push(std::fs::read(&p).unwrap());
            }
        }
    }
    out.sort();
    out
}

/// One edit of a byte string.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize),
    Insert(usize, u8),
    Replace(usize, u8),
    Duplicate(usize, usize),
}

fn apply(src: &[u8], edits: &[Edit]) -> Vec<u8> {
    let mut bytes = src.to_vec();
    for e in edits {
        let n = bytes.len().max(1);
        match *e {
            Edit::Delete(i) if !bytes.is_empty() => {
                bytes.remove(i % n);
            }
            Edit::Insert(i, b) => bytes.insert(i % (bytes.len() + 1), b),
            Edit::Replace(i, b) if !bytes.is_empty() => bytes[i % n] = b,
            Edit::Duplicate(i, len) if !bytes.is_empty() => {
                let start = i % n;
                let end = (start + len % 64).min(bytes.len());
                let chunk = bytes[start..end].to_vec();
                bytes.splice(start..start, chunk);
            }
            _ => {}
        }
    }
    // Kept as bytes: the driver reads any bytes, as mlir-opt does.
    bytes
}

/// Bytes that matter to the grammar, so mutations hit interesting paths.
fn interesting_byte() -> impl Strategy<Value = u8> {
    prop_oneof![prop::sample::select(b"(){}[]<>%^#!@\":,=-?*x0123456789.\n ".to_vec()), any::<u8>(),]
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), interesting_byte()).prop_map(|(i, b)| Edit::Insert(i, b)),
        (any::<usize>(), interesting_byte()).prop_map(|(i, b)| Edit::Replace(i, b)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, l)| Edit::Duplicate(i, l)),
    ]
}

fn mutation_cases() -> u32 {
    std::env::var("MUTATION_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(2000)
}

proptest! {
    // `MUTATION_CASES=100000` runs a longer search (outside CI).
    #![proptest_config(ProptestConfig { cases: mutation_cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_inputs_never_panic(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(edit(), 1..6), generic in any::<bool>()) {

        let seed_bytes: &Vec<u8> = seed.get::<Vec<u8>>(seeds());
        let seed_text = String::from_utf8_lossy(seed_bytes);
        let src = apply(seed_bytes, &edits);
        let shown = String::from_utf8_lossy(&src);
        let mut flags = vec!["--allow-unregistered-dialect", "--mlir-print-debuginfo"];
        if generic {
            flags.push("--mlir-print-op-generic");
        }
        let out = std::panic::catch_unwind(|| mlir_rs_opt::run_in_memory(&flags, "fuzz.mlir", &src));
        let out = out.map_err(|_| TestCaseError::fail(format!("panic on input:\n{shown}")))?;
        prop_assert!(out.code == 0 || !out.stderr.is_empty(), "failure without a diagnostic on:\n{}", shown);
        // Whatever we accept, we print in a form we read back, except where
        // mlir-opt itself prints what it cannot read and we match it byte for
        // byte: `@<<INVALID EMPTY SYMBOL>>`, and a dialect body ending in `-`
        // (`!foo.st-` prints `!foo<st->>`, whose `->` hides the bracket).
        // Seeds marked `NO-ROUNDTRIP` hold exactly such forms.
        let stdout = out.stdout_lossy();
        let readable = !seed_text.contains("// NO-ROUNDTRIP:")
            && !stdout.contains("<<INVALID EMPTY SYMBOL>>")
            && !stdout.contains("->>");
        if out.code == 0 && readable {
            let again = mlir_rs_opt::run_in_memory(&flags, "fuzz.mlir", &out.stdout);
            prop_assert_eq!(again.code, 0, "cannot re-read our output:\n{}\n{}", stdout, again.stderr_lossy());
        }
    }
}

/// Printing, walking, cloning, erasing and dropping never recurse on the
/// nesting depth: all of them run on a thread with a 256 KiB stack.
#[test]
fn deep_ir_is_handled_without_recursion() {
    for (src, ops) in [(nested_generic(10_000), 10_002), (nested_modules(10_000), 10_001)] {
        let parsed = parse_source(context(), &src, &ParseConfig::new("deep.mlir")).expect("parses");
        let mut ir = parsed.ir;
        let handle = std::thread::Builder::new().stack_size(256 * 1024).spawn(move || {
            let generic = print_ir(&ir, &PrintOptions { generic: true, ..PrintOptions::new() });
            let custom = print_ir(&ir, &PrintOptions { debug_info: true, ..PrintOptions::new() });
            assert!(generic.len() > 10_000 && custom.len() > 10_000);
            let module = ir.top_level_ops()[0];
            let outer = module.region(&ir, 0).first_block(&ir).unwrap().first_op(&ir).unwrap();
            let mut mapping = mlir_core::ir::IrMapping::default();
            let copy = ir.clone_op(outer, &mut mapping);
            ir.insert_op(copy, InsertPoint::After(outer));
            assert_eq!(count_ops(&ir), 2 * ops - 1);
            ir.erase_op(copy);
            assert_eq!(count_ops(&ir), ops);
            drop(ir);
        });
        handle.expect("thread starts").join().expect("no stack overflow");
    }
}

/// `depth` levels alternating `coretest.func` (isolated from above, so each
/// one is verified as its own batch) and `coretest.module` (a symbol table,
/// so each function is a symbol in a table), the innermost function holding
/// an invalid `coretest.add`.
fn nested_coretest(depth: usize) -> String {
    let mut s = String::new();
    for i in 0..depth / 2 {
        s.push_str(&format!("\"coretest.func\"() <{{sym_name = \"f{i}\"}}> ({{\n"));
        s.push_str("\"coretest.module\"() ({\n");
    }
    s.push_str("\"coretest.func\"() <{sym_name = \"leaf\"}> ({\n");
    s.push_str("^bb0(%a: i32, %b: f32):\n%0 = \"coretest.add\"(%a, %b) : (i32, f32) -> i32\n");
    s.push_str("\"coretest.return\"() : () -> ()\n}) : () -> ()\n");
    for _ in 0..depth / 2 {
        s.push_str("}) : () -> ()\n\"coretest.return\"() : () -> ()\n}) : () -> ()\n");
    }
    s
}

/// Verification (mlir-opt's policy and collect-all) never recurses on the
/// nesting depth: it runs on a thread with a 256 KiB stack.
#[test]
fn deep_ir_is_verified_without_recursion() {
    let ctx = || {
        let ctx = context();
        mlir_dialects::coretest::register(&ctx);
        ctx
    };
    let cases =
        [(nested_generic(10_000), 0), (nested_modules(10_000), 0), (nested_coretest(10_000), 1)];
    for (src, errors) in cases {
        let parsed = parse_source(ctx(), &src, &ParseConfig::new("deep.mlir")).expect("parses");
        let handle = std::thread::Builder::new().stack_size(256 * 1024).spawn(move || {
            let module = parsed.module();
            let first = mlir_core::verify::verify(&parsed.ir, module).err().unwrap_or_default();
            assert_eq!(first.len(), errors, "{:?}", first.first().map(|d| &d.message));
            let all = mlir_core::verify::verify_all(&parsed.ir, module);
            assert_eq!(all.len(), errors);
            drop(parsed);
        });
        handle.expect("thread starts").join().expect("no stack overflow");
    }
}

/// CSE over 5,000 nested regions of registered ops (each level a
/// `func.func` whose body holds the next, through an unregistered op) and
/// 10,000 of unregistered ops, on a thread with a 256 KiB stack.
#[test]
fn cse_handles_deep_nesting() {
    let depth = 5_000;
    let mut nested_funcs = String::new();
    for i in 0..depth {
        nested_funcs.push_str(&format!(
            "\"t.wrap\"() ({{\nfunc.func @f{i}() {{\n%c{i} = arith.constant 1 : i32\n%d{i} = arith.constant 1 : i32\n\"t.use\"(%c{i}, %d{i}) : (i32, i32) -> ()\n"
        ));
    }
    for _ in 0..depth {
        nested_funcs.push_str("return\n}\n\"t.end\"() : () -> ()\n}) : () -> ()\n");
    }
    for src in [nested_generic(10_000), nested_funcs] {
        let printed = on_small_stack(256 * 1024, move || {
            let flags = ["--allow-unregistered-dialect", "--cse"];
            let out = mlir_rs_opt::run_in_memory(&flags, "deep.mlir", &src);
            assert_eq!(out.code, 0, "{}", out.stderr_lossy());
            out.stdout_lossy().into_owned()
        });
        if printed.contains("arith.constant") {
            // One constant per function is left; its duplicate is gone.
            assert_eq!(printed.matches("arith.constant").count(), depth);
            assert!(printed.contains("\"t.use\"(%c1_i32, %c1_i32)"), "{}", &printed[..400]);
        }
    }
}

/// A sparse constant of a huge shape stores a few values: folding it would
/// expand it into 10^11 elements (mlir-opt 22 aborts). The fold declines
/// and the run ends normally, the op unchanged.
#[test]
fn a_huge_sparse_constant_is_not_expanded_by_folding() {
    let src = "func.func @f() -> tensor<100000000000xi32> {\n\
               %s = arith.constant sparse<[[1]], [5]> : tensor<100000000000xi32>\n\
               %d = arith.constant dense<1> : tensor<100000000000xi32>\n\
               %a = arith.addi %s, %d : tensor<100000000000xi32>\n\
               return %a : tensor<100000000000xi32>\n}\n";
    for flag in ["--canonicalize", "--test-single-fold"] {
        let out = mlir_rs_opt::run_in_memory(&[flag], "huge.mlir", src);
        assert_eq!(out.code, 0, "{}", out.stderr_lossy());
        let printed = out.stdout_lossy();
        assert!(printed.contains("arith.addi %cst, %cst_0"), "{printed}");
    }
}

/// `arith.cmpf false` and `true` of an integer cast against a float
/// constant, past the rounding guard: mlir-opt 22 reaches an unreachable
/// case of CmpFIntToFPConst there and crashes. The pattern declines and
/// the ops stay, as do comparisons on a poison constant and on a cast of
/// a very wide integer against a constant it cannot reach.
#[test]
fn cmpf_of_an_integer_cast_never_crashes() {
    let src = "func.func @f(%x: i32, %w: i16777215) -> (i1, i1, i1, i1) {\n\
               %c = arith.constant 5.0 : f32\n\
               %p = ub.poison : f32\n\
               %f = arith.sitofp %x : i32 to f32\n\
               %g = arith.uitofp %w : i16777215 to f32\n\
               %0 = arith.cmpf false, %f, %c : f32\n\
               %1 = arith.cmpf true, %f, %c : f32\n\
               %2 = arith.cmpf olt, %f, %p : f32\n\
               %3 = arith.cmpf olt, %g, %c : f32\n\
               return %0, %1, %2, %3 : i1, i1, i1, i1\n}\n";
    let out = mlir_rs_opt::run_in_memory(&["--canonicalize"], "cmpf.mlir", src);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let printed = out.stdout_lossy();
    for kept in ["cmpf false, %1, %cst", "cmpf true, %1, %cst", "cmpf olt, %1, %0"] {
        assert!(printed.contains(kept), "{printed}");
    }
    // The wide cast is rewritten: 5.0 lies below the significand's width.
    assert!(printed.contains("arith.cmpi ult, %arg1"), "{printed}");
}

/// `arith.extf` of `0xFF : f8E8M0FNU`, the kind's NaN: mlir-opt 22 folds it
/// to the infinity `0x7F800000` (LLVM widens a NaN that has no significand
/// bits); the fold here gives the quiet NaN, in scalars and dense elements.
/// The differential corpus leaves such inputs out.
#[test]
fn the_e8m0_nan_extends_to_a_nan() {
    let src = "func.func @f() -> (f32, vector<2xf16>) {\n\
               %n = arith.constant 0xFF : f8E8M0FNU\n\
               %v = arith.constant dense<[0xFF, 1.0]> : vector<2xf8E8M0FNU>\n\
               %0 = arith.extf %n : f8E8M0FNU to f32\n\
               %1 = arith.extf %v : vector<2xf8E8M0FNU> to vector<2xf16>\n\
               return %0, %1 : f32, vector<2xf16>\n}\n";
    for flag in ["--test-single-fold", "--canonicalize"] {
        let out = mlir_rs_opt::run_in_memory(&[flag], "nan.mlir", src);
        assert_eq!(out.code, 0, "{}", out.stderr_lossy());
        let printed = out.stdout_lossy();
        assert!(printed.contains("arith.constant 0x7FC00000 : f32"), "{printed}");
        assert!(printed.contains("dense<[0x7E00, 1.000000e+00]> : vector<2xf16>"), "{printed}");
        assert!(!printed.contains("arith.extf"), "{printed}");
    }
}

/// A sink that keeps what it is given and the size of its largest write:
/// the printer hands over all it holds at once, so that size bounds what
/// it buffered.
#[derive(Default)]
struct LargestWrite {
    bytes: Vec<u8>,
    largest: usize,
}

impl std::io::Write for LargestWrite {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.largest = self.largest.max(buf.len());
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Streams `ir` and checks that the text is `reference` and reached the
/// sink in writes of at most 256 KiB.
fn assert_streams(ir: &mlir_core::ir::IrView, opts: &PrintOptions, reference: &str, what: &str) {
    assert!(reference.len() > 1 << 20, "{what}: the text is megabytes long");
    let mut sink = LargestWrite::default();
    print_ir_to(ir, opts, &mut sink).expect("the sink accepts everything");
    assert!(sink.bytes == reference.as_bytes(), "{what}: streamed text differs");
    assert!(sink.largest <= 256 << 10, "{what}: a write of {} bytes", sink.largest);
}

/// `#a19 = [1, 2]`, `#a18 = [#a19, #a19]`, …, `#a0 = [#a1, #a1]` (an alias
/// is defined before its uses): a 1 KB input whose printed attribute has
/// 2^20 leaves (mlir-opt prints it inline too: arrays get no aliases).
#[test]
fn one_huge_attribute_streams_in_bounded_pieces() {
    let levels = 20;
    let mut src = format!("#a{} = [1, 2]\n", levels - 1);
    for i in (0..levels - 1).rev() {
        src.push_str(&format!("#a{i} = [#a{n}, #a{n}]\n", n = i + 1));
    }
    src.push_str("\"t.op\"() {x = #a0} : () -> ()\n");
    let parsed = parse_source(context(), &src, &ParseConfig::new("chain.mlir")).expect("parses");
    let opts = PrintOptions::new();
    assert_streams(&parsed.ir, &opts, &print_ir(&parsed.ir, &opts), "an attribute");
}

/// `!t<levels> = tuple<i32, f32>`, then each `!t<i> = tuple<!t<i+1>,
/// !t<i+1>>`: tuples of two elements get no alias, so `!t0` prints inline
/// with 2^levels leaves (1.6 MB at 16 levels), as in mlir-opt.
fn doubling_type_chain(levels: usize) -> String {
    let mut src = format!("!t{levels} = tuple<i32, f32>\n");
    for i in (0..levels).rev() {
        src.push_str(&format!("!t{i} = tuple<!t{n}, !t{n}>\n", n = i + 1));
    }
    src
}

/// A type whose text is exponential in its input streams wherever it is
/// printed: the writes stay small, and the text is the serial print's.
/// Functions print on other threads, each into a text of its own, unless
/// that text grows too long: then it prints on the streaming printer.
#[test]
fn a_huge_type_streams_wherever_it_is_printed() {
    let positions = [
        ("an op's result type", "\"t.op\"() : () -> !t0\n".to_owned()),
        (
            "a block argument and an operand",
            "\"t.r\"() ({\n^bb0(%x: !t0):\n  \"t.use\"(%x) : (!t0) -> ()\n}) : () -> ()\n"
                .to_owned(),
        ),
        ("a type attribute", "\"t.op\"() {x = !t0, y = [!t0]} : () -> ()\n".to_owned()),
        ("a function type", "\"t.op\"() {f = (!t0, i1) -> !t0} : () -> ()\n".to_owned()),
        (
            "an alias definition (a tuple of 17 elements gets one)",
            format!("\"t.op\"() : () -> tuple<!t0{}>\n", ", i1".repeat(16)),
        ),
        (
            "func.func's signature and func.return",
            "func.func private @g(!t0) -> i1\n\
             func.func @f(%a: !t0) -> !t0 {\n  return %a : !t0\n}\n\
             func.func @h() {\n  return\n}\n"
                .to_owned(),
        ),
    ];
    let pool = |n| Some(Arc::new(rayon::ThreadPoolBuilder::new().num_threads(n).build().unwrap()));
    let serial = PrintOptions { threads: pool(1), ..PrintOptions::new() };
    let threaded = PrintOptions { threads: pool(2), ..PrintOptions::new() };
    let generic = PrintOptions { generic: true, ..threaded.clone() };
    for (position, ops) in positions {
        let src = doubling_type_chain(16) + &ops;
        let ctx = context();
        mlir_dialects::func::register(&ctx);
        let parsed = parse_source(ctx, &src, &ParseConfig::new("chain.mlir")).expect("parses");
        for (form, opts) in [("custom", &threaded), ("generic", &generic)] {
            let what = format!("{position}, {form}");
            let reference =
                print_ir(&parsed.ir, &PrintOptions { generic: opts.generic, ..serial.clone() });
            assert!(print_ir(&parsed.ir, opts) == reference, "{what}: print_ir differs");
            assert_streams(&parsed.ir, opts, &reference, &what);
        }
    }
}

/// LLVM types nest through the dialect's own parsers and printers (written
/// without their prefix): 10,000 levels round-trip on a small stack, and
/// deeper than the limit is an error, not a stack overflow.
#[test]
fn deep_llvm_types_round_trip_and_too_deep_ones_are_an_error() {
    for (open, close) in [("array<1 x ", ">"), ("struct<(", ")>")] {
        let inner = format!("{}i8{}", open.repeat(9_999), close.repeat(9_999));
        let src = format!("%0 = llvm.mlir.undef : !llvm.{open}{inner}{close}\n");
        let expected = format!("module {{\n  {}}}\n\n", src.trim_end().to_owned() + "\n");
        on_small_stack(256 * 1024, move || {
            let out = mlir_rs_opt::run_in_memory(&[], "deep.mlir", &src);
            assert_eq!(out.code, 0, "{}", &out.stderr_lossy()[..300]);
            assert_eq!(out.stdout_lossy(), expected);
        });
        let too_deep = format!("{}i8{}", open.repeat(20_001), close.repeat(20_001));
        let src = format!("%0 = llvm.mlir.undef : !llvm.{too_deep}\n");
        let out = mlir_rs_opt::run_in_memory(&[], "deep.mlir", &src);
        assert_eq!(out.code, 1);
        let stderr = out.stderr_lossy();
        assert!(
            stderr.contains("nesting of types and attributes is too deep"),
            "{}",
            &stderr[..300]
        );
    }
}

/// `sccp`, `test-last-modified` and `test-next-access` (the sparse
/// forward, dense forward and dense backward drivers) over 5,000 nested
/// `scf.execute_region`s and 10,000 levels of unregistered ops, on a
/// thread with a 256 KiB stack: the drivers walk without recursion.
#[test]
fn dataflow_passes_handle_deep_nesting() {
    let depth = 5_000;
    let mut regions = String::from("func.func @f() -> i32 {\n");
    for _ in 0..depth {
        regions.push_str("%r = scf.execute_region -> i32 {\n");
    }
    regions.push_str(
        "%c = arith.constant 1 : i32\n%d = arith.addi %c, %c : i32\nscf.yield %d : i32\n",
    );
    for _ in 0..depth {
        regions.push_str("}\nscf.yield %r : i32\n");
    }
    // The outermost yield is the function's return.
    let regions =
        regions.trim_end_matches("scf.yield %r : i32\n").to_owned() + "return %r : i32\n}\n";
    for src in [nested_generic(10_000), regions] {
        for pass in ["--sccp", "--test-last-modified", "--test-next-access"] {
            let src = src.clone();
            let printed = on_small_stack(256 * 1024, move || {
                let flags = ["--allow-unregistered-dialect", pass];
                let out = mlir_rs_opt::run_in_memory(&flags, "deep.mlir", &src);
                assert_eq!(out.code, 0, "{pass}: {}", out.stderr_lossy());
                out.stdout_lossy().into_owned()
            });
            if pass == "--sccp" && printed.contains("scf.execute_region") {
                // The sum folds to 2 at every level up to the return.
                assert!(printed.contains("return %c2_i32 : i32"), "{}", &printed[..300]);
            }
        }
    }
}

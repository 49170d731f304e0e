//! `llvm`: the LLVM dialect, where every lowering ends, defined with the
//! macros.
//!
//! | file | what it holds |
//! |---|---|
//! | `types.rs` | `!llvm.ptr`, `array`, `func`, `struct` (literal and identified), `target`, `void`, `token`, `label`, `metadata`, `x86_amx`, `ppc_fp128` |
//! | `type_layout.rs` | the sizes and alignments of pointers, arrays and structs (`DataLayoutTypeInterface`), with their data layout entries |
//! | `byval_arguments.rs` | a `byval` argument of an inlined function copied to a stack slot of the caller |
//! | `constraints.rs` | the ops' type constraints (`LLVM dialect-compatible type`, …) |
//! | `linkage.rs` | `#llvm.linkage`, `#llvm.cconv`, `#llvm.tailcallkind`, visibility and `unnamed_addr` |
//! | `func.rs` | `llvm.func`, its custom form, verifier and models |
//! | `control_flow.rs` | `llvm.return`, `br`, `cond_br`, `unreachable` |
//! | `global.rs` | `llvm.mlir.global` (custom form, verifier) and `llvm.mlir.addressof` |
//! | `constants.rs` | `llvm.mlir.constant` (verifier, folder), `llvm.mlir.undef`, `poison`, `zero` (folders) |
//! | `value_attrs.rs` | `#llvm.undef`, `#llvm.poison`, `#llvm.zero`: what `undef`, `poison` and `zero` fold to |
//! | `materialize.rs` | the dialect's constant materializer: the op a folded constant becomes |
//! | `memory_enums.rs` | atomic orderings, `atomicrmw`'s operations, `getelementptr`'s no-wrap flags |
//! | `aggregates.rs` | `llvm.extractvalue`, `llvm.insertvalue` |
//! | `extract_fold.rs` | `llvm.extractvalue`'s folder: through extractions, constants and insertions |
//! | `atomics.rs` | `llvm.atomicrmw`, `llvm.cmpxchg`, `llvm.fence` |
//! | `gep.rs` | `llvm.getelementptr` |
//! | `gep_fold.rs` | its folder: a zero offset, constant operands made constant indices |
//! | `memory.rs` | `llvm.alloca`, `llvm.load`, `llvm.store` |
//! | `access_interfaces.rs` | `AccessGroupOpInterface` and `AliasAnalysisOpInterface`: the ops that access memory and carry its metadata |
//! | `memory_intrinsics.rs` | `llvm.intr.memcpy`, `memmove`, `memset` (and `.inline`), `stacksave`, `stackrestore`, `lifetime.start`/`end` |
//! | `vector_ops.rs` | `llvm.extractelement`, `llvm.insertelement`, `llvm.shufflevector` |
//! | `arith_enums.rs` | `#llvm.fastmath<…>`, the overflow flags (`overflow<nsw>`), the `icmp`/`fcmp` predicates |
//! | `arith_constraints.rs` | the arithmetic's type constraints (`LLVM dialect-compatible vector of …`) |
//! | `arithmetic.rs` | the integer and float binary ops, `fneg` |
//! | `compare.rs` | `llvm.icmp`, `llvm.fcmp`, `llvm.select`, `llvm.freeze` |
//! | `int_folds.rs` | the folders of `llvm.or`, `shl`, `zext` and `icmp` |
//! | `casts.rs` | the casts (`trunc`, `zext`, …, `bitcast`, `addrspacecast`) |
//! | `cast_folds.rs` | the folders of `llvm.bitcast` and `addrspacecast`: identities and chains |
//! | `constrained.rs` | the constrained `fptrunc`, `fpext`, `sitofp`, `uitofp`, their rounding modes and exception behaviors |
//! | `dereferenceable.rs` | `#llvm.dereferenceable<…>` |
//! | `memory_effects.rs` | `#llvm.memory_effects<…>` and its `ModRefInfo` |
//! | `intrinsics_misc.rs` | overflow arithmetic, vector reductions, traps, `expect`, `prefetch`, `ptrmask`, `stepvector`, `vscale`, `mlir.none`, … |
//! | `parameter_attrs.rs` | the checks of `llvm.*` attributes on functions' arguments and results |
//! | `call.rs` | `llvm.call` and `llvm.call_intrinsic`: custom forms, verifiers, call models |
//! | `builders.rs` | building a declared function, a constant string global, its address and a direct call in code |
//! | `call_syntax.rs` | the calls' operand bundles and trailing call type |
//! | `switch.rs` | `llvm.switch`, its case list and verifier |
//! | `invoke.rs` | `llvm.invoke`: its custom form, verifier, call and branch models |
//! | `landingpad.rs` | `llvm.landingpad`, `llvm.resume`, and a function's rule on their types |
//! | `intrinsics.rs` | the math intrinsics (`llvm.intr.sqrt`, `llvm.intr.smin`, …) |
//! | `alias_scopes.rs` | `#llvm.alias_scope_domain`, `#llvm.alias_scope`, `#llvm.access_group` and the arrays memory accesses hold them in |
//! | `loop_annotation.rs` | `#llvm.loop_annotation` and its parts (`loop_vectorize`, `loop_unroll`, …) |
//! | `tbaa.rs` | `#llvm.tbaa_root`, `tbaa_type_desc`, `tbaa_member`, `tbaa_tag` |
//! | `metadata_aliases.rs` | the alias names of these metadata attributes |
//! | `inliner.rs` | the inliner model: which calls and ops may be inlined, `llvm.return`'s part |
//! | `inlined_allocas.rs` | an inlined body's `llvm.alloca`s moved to the caller's entry, with lifetime markers |
//! | `inlined_metadata.rs` | an inlined body's alias scopes cloned, the call's scopes and access groups appended |
//! | `noalias_arguments.rs` | `llvm.noalias` arguments of an inlined function made alias scopes of the accesses |
//!
//! Inside an LLVM type another LLVM type is written without its prefix
//! (`!llvm.array<2 x ptr>`); builtin integers, floats and vectors are
//! LLVM types as they are.

/// Declares ops of one shape, the same `#[op]` arguments and fields, each
/// with its doc, Rust name and mnemonic: ODS's intrinsic classes
/// (`LLVM_VecReductionI<"add">`, …).
///
/// ```ignore
/// intrinsic_family! {
///     #[op(traits = [Pure])]
///     { #[operand] a: IntOrIntVector, #[result] res: LlvmType }
///     /// Doc.
///     NameOp = "intr.name";
/// }
/// ```
macro_rules! intrinsic_family {
    (#[op $args:tt] $fields:tt) => {};
    (
        #[op $args:tt] $fields:tt
        $(#[$doc:meta])* $name:ident = $mnemonic:literal;
        $($rest:tt)*
    ) => {
        intrinsic_family!(@one $args, $fields, [$(#[$doc])*], $name, $mnemonic);
        intrinsic_family!(#[op $args] $fields $($rest)*);
    };
    (@one ($($arg:tt)*), $fields:tt, [$($doc:tt)*], $name:ident, $mnemonic:literal) => {
        $($doc)*
        #[op(dialect = Llvm, name = $mnemonic, $($arg)*)]
        pub struct $name $fields
    };
}

mod access_interfaces;
mod aggregates;
mod alias_scopes;
pub mod arith_constraints;
mod arith_enums;
mod arithmetic;
mod atomics;
pub mod builders;
mod byval_arguments;
mod call;
mod call_syntax;
mod cast_folds;
mod casts;
mod compare;
mod constants;
mod constrained;
pub mod constraints;
mod control_flow;
mod dereferenceable;
mod extract_fold;
mod func;
mod gep;
mod gep_fold;
mod global;
mod inlined_allocas;
mod inlined_metadata;
mod inliner;
mod int_folds;
mod intrinsics;
mod intrinsics_misc;
mod invoke;
mod landingpad;
mod linkage;
mod loop_annotation;
mod materialize;
mod memory;
mod memory_effects;
pub mod memory_enums;
mod memory_intrinsics;
mod metadata_aliases;
mod noalias_arguments;
mod parameter_attrs;
mod shared_args;
mod switch;
mod tbaa;
mod type_layout;
pub mod types;
mod value_attrs;
mod vector_ops;

pub use access_interfaces::*;
pub use aggregates::*;
pub use alias_scopes::*;
pub use arith_enums::*;
pub use arithmetic::*;
pub use atomics::*;
pub use call::*;
pub use casts::*;
pub use compare::*;
pub use constants::*;
pub use constrained::*;
pub use control_flow::*;
pub use dereferenceable::*;
pub use func::*;
pub use gep::*;
pub use global::*;
pub use intrinsics::*;
pub use intrinsics_misc::*;
pub use invoke::*;
pub use landingpad::*;
pub use linkage::*;
pub use loop_annotation::*;
pub use memory::*;
pub use memory_effects::*;
pub use memory_enums::*;
pub use memory_intrinsics::*;
pub use switch::*;
pub use tbaa::*;
pub use types::*;
pub use value_attrs::*;
pub use vector_ops::*;

use mlir_core::Context;
use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::interfaces::op_asm_dialect::OpAsmDialectInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::dialect;

/// The LLVM IR dialect: LLVM's types, instructions and intrinsics as ops,
/// the target of every lowering and the input of translation to LLVM IR.
/// As upstream, it accepts ops it does not define (intrinsics it has no op
/// for, in the generic form).
#[dialect(
    name = "llvm",
    allow_unknown_ops,
    interfaces = [DialectInlinerInterface, OpAsmDialectInterface],
    types = [
        PtrType, ArrayType, FunctionType, StructType, TargetExtType, VoidType, TokenType,
        LabelType, MetadataType, X86AmxType, PpcFp128Type
    ],
    attrs = [
        LinkageAttr, CConvAttr, TailCallKindAttr, FastmathFlagsAttr, IntegerOverflowFlagsAttr,
        DereferenceableAttr, MemoryEffectsAttr, UndefAttr, PoisonAttr, ZeroAttr,
        AliasScopeDomainAttr, AliasScopeAttr, AccessGroupAttr, LoopVectorizeAttr,
        LoopInterleaveAttr, LoopUnrollAttr, LoopUnrollAndJamAttr, LoopLicmAttr,
        LoopDistributeAttr, LoopPipelineAttr, LoopPeeledAttr, LoopUnswitchAttr,
        LoopAnnotationAttr, TbaaRootAttr, TbaaMemberAttr, TbaaTypeDescriptorAttr, TbaaTagAttr
    ],
    unknown_type_message = "unknown LLVM type: ",
    materialize_constant,
    verify_region_arg_attribute,
    verify_region_result_attribute,
    // Sorted by name (upstream's registration order is by C++ class name).
    ops = [
        ACosOp, AShrOp, ASinOp, ATan2Op, ATanOp, AbsOp, AddOp, AddrSpaceCastOp, AddressOfOp,
        AllocaOp, AndOp, AtomicCmpXchgOp, AtomicRmwOp, BitReverseOp, BitcastOp, BrOp, ByteSwapOp,
        CallIntrinsicOp, CallOp,
        CondBrOp, ConstantOp, ConstrainedFPExtIntr, ConstrainedFPTruncIntr, ConstrainedSIToFP,
        ConstrainedUIToFP, CopySignOp, CosOp, CoshOp, CountLeadingZerosOp, CountTrailingZerosOp,
        CtPopOp, DebugTrapOp, Exp10Op, Exp2Op, ExpOp, ExpectOp, ExpectWithProbabilityOp,
        ExtractElementOp, ExtractValueOp, FAbsOp, FAddOp, FCeilOp, FCmpOp, FDivOp, FFloorOp, FMAOp,
        FMulAddOp, FMulOp, FNegOp, FPExtOp, FPToSIOp, FPToUIOp, FPTruncOp, FRemOp, FSubOp,
        FTruncOp, FenceOp, FreezeOp, FshlOp, FshrOp, FuncOp, GepOp, GlobalOp, ICmpOp,
        InsertElementOp, InsertValueOp, IntToPtrOp, InvokeOp, IsConstantOp, IsFpClassOp, LShrOp,
        LandingpadOp, LifetimeEndOp, LifetimeStartOp, LlrintOp, LlroundOp, LoadExpOp, LoadOp, Log10Op, Log2Op,
        LogOp, LrintOp, LroundOp, MaxNumOp, MaximumOp, MemcpyInlineOp, MemcpyOp, MemmoveOp,
        MemsetInlineOp, MemsetOp, MinNumOp, MinimumOp, MulOp, NearbyintOp, NoAliasScopeDeclOp, NoneTokenOp, OrOp,
        PoisonOp, PowIOp, PowOp, PrefetchOp, PtrMaskOp, PtrToIntOp, ResumeOp, ReturnOp, RintOp, RoundEvenOp,
        RoundOp, SAddSatOp, SAddWithOverflowOp, SCmpOp, SDivOp, SExtOp, SIToFPOp, SMaxOp, SMinOp,
        SMulWithOverflowOp, SRemOp, SShlSatOp, SSubSatOp, SSubWithOverflowOp, SelectOp, ShlOp,
        ShuffleVectorOp, SinOp, SincosOp, SinhOp, SqrtOp, SsaCopyOp, StackRestoreOp, StackSaveOp,
        StepVectorOp, StoreOp, SubOp, SwitchOp, TanOp, TanhOp, ThreadlocalAddressOp, TrapOp,
        TruncOp, UAddSatOp, UAddWithOverflowOp, UCmpOp, UDivOp, UIToFPOp, UMaxOp, UMinOp,
        UMulWithOverflowOp, URemOp, UShlSatOp, USubSatOp, USubWithOverflowOp, UbSanTrapOp, UndefOp,
        UnreachableOp, VectorReduceAddOp, VectorReduceAndOp, VectorReduceFAddOp,
        VectorReduceFMaxOp, VectorReduceFMaximumOp, VectorReduceFMinOp, VectorReduceFMinimumOp,
        VectorReduceFMulOp, VectorReduceMulOp, VectorReduceOrOp, VectorReduceSMaxOp,
        VectorReduceSMinOp, VectorReduceUMaxOp, VectorReduceUMinOp, VectorReduceXorOp, VscaleOp,
        XOrOp, ZExtOp, ZeroOp
    ]
)]
pub struct Llvm;

/// Registers `llvm`, its types and its ops in a context.
pub fn register(ctx: &Context) {
    Llvm::register(ctx);
}

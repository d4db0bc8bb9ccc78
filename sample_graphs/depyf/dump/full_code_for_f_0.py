
# Note: the following variables are used inside the guard function.
___check_tensors = '''None'''
___check_tensors_verbose = '''None'''
___check_global_state = '''<built-in method check of torch._C._dynamo.guards.GlobalStateGuard object at 0x7fae181cc9b0>'''
___check_torch_function_mode_stack = '''<function make_torch_function_mode_stack_guard.<locals>.check_torch_function_mode_stack at 0x7fae161dca40>'''
IsNonOverlappingAndDenseIndicator = '''<function _eval_is_non_overlapping_and_dense_flat at 0x7fae274b5e40>'''
cast_symbool_to_symint_guardless = '''<function cast_symbool_to_symint_guardless at 0x7fae274b5da0>'''
math = '''<module 'math' from '/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/math.cpython-311-x86_64-linux-gnu.so'>'''
torch = '''<module 'torch' from '/root/torchenv/lib/python3.11/site-packages/torch/__init__.py'>'''
___check_type_id = '''<built-in function check_type_id>'''
___check_obj_id = '''<built-in function check_obj_id>'''
___odict_getitem = '''<method '__getitem__' of 'dict' objects>'''
___key_to_id = '''<function key_to_id at 0x7fae1b8ef560>'''
___dict_version = '''<built-in function dict_version>'''
___dict_contains = '''<function _get_closure_vars.<locals>.<lambda> at 0x7fae179deb60>'''
___tuple_iterator_len = '''<method '__length_hint__' of 'tuple_iterator' objects>'''
___normalize_count_iter = '''<function normalize_count_iter at 0x7fae1b8eeb60>'''
___normalize_range_iter = '''<function normalize_range_iter at 0x7fae1b8eec00>'''
___tuple_iterator_getitem = '''<function tuple_iterator_getitem at 0x7fae1b8ee8e0>'''
___list_reverseiterator_len = '''<method '__length_hint__' of 'list_reverseiterator' objects>'''
___list_reverseiterator_backing_list = '''<function list_reverseiterator_backing_list at 0x7fae1b8ee980>'''
___set_getitem = '''<function set_getitem at 0x7fae1b8eee80>'''
___dataclass_fields = '''<function dataclass_fields at 0x7fae1b8eeac0>'''
___namedtuple_fields = '''<function _get_closure_vars.<locals>.<lambda> at 0x7fae179dede0>'''
___get_torch_function_mode_stack_at = '''<function get_torch_function_mode_stack_at at 0x7fae1b8fbce0>'''
___get_current_stream = '''<built-in method get_current_stream of pybind11_builtins.pybind11_detail_function_record_v1_system_libstdcpp_gxx_abi_1xxx_use_cxx11_abi_1 object at 0x7fae9e532a70>'''
___cow_tensor_matches = '''<function _cow_tensor_matches at 0x7fae1b0956c0>'''
__math_isnan = '''<built-in function isnan>'''
__numpy_isnan = '''<ufunc 'isnan'>'''
inf = '''inf'''
__load_module = '''<function import_module at 0x7faee1ea5d00>'''
utils_device = '''<module 'torch.utils._device' from '/root/torchenv/lib/python3.11/site-packages/torch/utils/_device.py'>'''
device = '''<class 'torch.device'>'''
___from_numpy = '''<function from_numpy at 0x7fae1b095800>'''
___unwrap_async_collective_tensor = '''<function unwrap_async_collective_tensor at 0x7fae1b096520>'''
___as_tensor = '''<function _as_tensor_fullprec at 0x7fae28cd8c20>'''
inspect = '''<module 'inspect' from '/root/.pyenv/versions/3.11.7/lib/python3.11/inspect.py'>'''
def __guard_0_for_torch_dynamo_resume_in_f_at_22(L, G, **___kwargs_ignored):
    __guard_hit = True
    __guard_hit = __guard_hit and torch._functorch.aot_autograd.utils.top_saved_tensors_hooks ids == None  # _dynamo/output_graph.py:1235 in init_ambient_guards
    __guard_hit = __guard_hit and ___check_global_state() against {"allow_bf16_reduce":0,"allow_fp16_reduce":0,"allow_tf32":false,"autocast_state":{"cached_enabled":true,"dtype":[15,5,5,15,5,5,15,15,5,5],"enabled":[false,false,false,false,false,false,false,false,false,false]},"cuda_matmul_precision":0,"default_dtype":6,"deterministic_algorithms":false,"deterministic_algorithms_warn_only":false,"grad_mode":true,"num_threads":2,"torch_function":true,"torch_function_all_disabled":false}
    __guard_hit = __guard_hit and ___check_torch_function_mode_stack()
    __guard_hit = __guard_hit and utils_device.CURRENT_DEVICE == None                           # _dynamo/output_graph.py:1222 in init_ambient_guards
    __guard_hit = __guard_hit and check_tensor(L['y'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=False, size=[8, 32], stride=[32, 1])  # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_dynamic_indices') == False           # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_weak_dynamic_indices') == False      # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_unbacked_indices') == False          # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_strict_unbacked_indices') == False   # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    __guard_hit = __guard_hit and hasattr(L['y'], '_dynamo_static_indices') == False            # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'], 140389091712816), type=<class 'module'>  # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    __guard_hit = __guard_hit and ___check_obj_id(G['torch'].relu, 140389081725376), type=<class 'builtin_function_or_method'>  # return torch.relu(y) + 1  # ork/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22
    return __guard_hit

# Note: please refer to the graph code in __compiled_fn_5_d2883dfb_8617_405d_98f2_3b2003a7520f*.py.
# Captured Graph: Dynamo generated graph (debuggable when using eager backend).
# Joint graph: joint forward+backward graph from aot autograd.
# Forward graph: forward graph from aot autograd (debuggable when using aot_eager backend).
# Backward graph: backward graph from aot autograd (debuggable when using aot_eager backend).
# AFTER XXX: graph processed by inductor (not debuggable).
def __compiled_fn_5_d2883dfb_8617_405d_98f2_3b2003a7520f(*args, **kwargs):
    pass

def __transformed_code_0_for_torch_dynamo_resume_in_f_at_22(__nested_resume_fns, __nested_frame_values, ___stack0, y):
    __is_tracing_resume_prologue = None; s = None; w = None; x = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function
    tmp_3 = __import_torch_dot_autograd_dot_profiler._is_profiler_enabled
    tmp_2 = __import_torch_dot__dynamo_dot_utils
    tmp_1 = None
    if tmp_3:
        tmp_1 = tmp_2.record_pregraph_bytecode_enter()
    if not tmp_1 is None:
        tmp_2.record_pregraph_bytecode_exit(tmp_1)
        graph_out_0 = __compiled_fn_5_d2883dfb_8617_405d_98f2_3b2003a7520f(y)
    else:
        graph_out_0 = __compiled_fn_5_d2883dfb_8617_405d_98f2_3b2003a7520f(y)
    []
    []
    __temp_27 = []
    __temp_27.extend([])
    [__temp_27]
    return graph_out_0[0]


# Note: if there is a transformed version below, this function might well not be executed directly. Please check the transformed version if possible.
def __resume_at_114_3(__nested_resume_fns, __nested_frame_values, ___stack0, y):
    __is_tracing_resume_prologue = True
    __is_tracing_resume_prologue = False
    return torch.relu(y) + 1

def transformed___resume_at_114_3(__nested_resume_fns, __nested_frame_values, ___stack0, y):
    __local_dict = {"__nested_resume_fns": __nested_resume_fns, "__nested_frame_values": __nested_frame_values, "___stack0": ___stack0, "y": y}
    __global_dict = globals()
    if __guard_0_for_torch_dynamo_resume_in_f_at_22(__local_dict, __global_dict):
        return __transformed_code_0_for_torch_dynamo_resume_in_f_at_22(__nested_resume_fns, __nested_frame_values, ___stack0, y)
    # Note: this function might well not be executed directly. It might well be transformed again, i.e. adding one more guards and transformed code.
    return __resume_at_114_3(__nested_resume_fns, __nested_frame_values, ___stack0, y)

#============ end of __resume_at_114_3 ============#

# Note: the following variables are used inside the guard function.
___check_tensors = '''None'''
___check_tensors_verbose = '''None'''
___check_global_state = '''<built-in method check of torch._C._dynamo.guards.GlobalStateGuard object at 0x7fae19790830>'''
___check_torch_function_mode_stack = '''<function make_torch_function_mode_stack_guard.<locals>.check_torch_function_mode_stack at 0x7fae17867560>'''
IsNonOverlappingAndDenseIndicator = '''<function _eval_is_non_overlapping_and_dense_flat at 0x7fae274b5e40>'''
cast_symbool_to_symint_guardless = '''<function cast_symbool_to_symint_guardless at 0x7fae274b5da0>'''
math = '''<module 'math' from '/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/math.cpython-311-x86_64-linux-gnu.so'>'''
torch = '''<module 'torch' from '/root/torchenv/lib/python3.11/site-packages/torch/__init__.py'>'''
___check_type_id = '''<built-in function check_type_id>'''
___check_obj_id = '''<built-in function check_obj_id>'''
___odict_getitem = '''<method '__getitem__' of 'dict' objects>'''
___key_to_id = '''<function key_to_id at 0x7fae1b8ef560>'''
___dict_version = '''<built-in function dict_version>'''
___dict_contains = '''<function _get_closure_vars.<locals>.<lambda> at 0x7fae179deb60>'''
___tuple_iterator_len = '''<method '__length_hint__' of 'tuple_iterator' objects>'''
___normalize_count_iter = '''<function normalize_count_iter at 0x7fae1b8eeb60>'''
___normalize_range_iter = '''<function normalize_range_iter at 0x7fae1b8eec00>'''
___tuple_iterator_getitem = '''<function tuple_iterator_getitem at 0x7fae1b8ee8e0>'''
___list_reverseiterator_len = '''<method '__length_hint__' of 'list_reverseiterator' objects>'''
___list_reverseiterator_backing_list = '''<function list_reverseiterator_backing_list at 0x7fae1b8ee980>'''
___set_getitem = '''<function set_getitem at 0x7fae1b8eee80>'''
___dataclass_fields = '''<function dataclass_fields at 0x7fae1b8eeac0>'''
___namedtuple_fields = '''<function _get_closure_vars.<locals>.<lambda> at 0x7fae179dede0>'''
___get_torch_function_mode_stack_at = '''<function get_torch_function_mode_stack_at at 0x7fae1b8fbce0>'''
___get_current_stream = '''<built-in method get_current_stream of pybind11_builtins.pybind11_detail_function_record_v1_system_libstdcpp_gxx_abi_1xxx_use_cxx11_abi_1 object at 0x7fae9e532a70>'''
___cow_tensor_matches = '''<function _cow_tensor_matches at 0x7fae1b0956c0>'''
__math_isnan = '''<built-in function isnan>'''
__numpy_isnan = '''<ufunc 'isnan'>'''
inf = '''inf'''
__load_module = '''<function import_module at 0x7faee1ea5d00>'''
utils_device = '''<module 'torch.utils._device' from '/root/torchenv/lib/python3.11/site-packages/torch/utils/_device.py'>'''
device = '''<class 'torch.device'>'''
___from_numpy = '''<function from_numpy at 0x7fae1b095800>'''
___unwrap_async_collective_tensor = '''<function unwrap_async_collective_tensor at 0x7fae1b096520>'''
___as_tensor = '''<function _as_tensor_fullprec at 0x7fae28cd8c20>'''
inspect = '''<module 'inspect' from '/root/.pyenv/versions/3.11.7/lib/python3.11/inspect.py'>'''
def __guard_0_for_f(L, G, **___kwargs_ignored):
    __guard_hit = True
    __guard_hit = __guard_hit and torch._functorch.aot_autograd.utils.top_saved_tensors_hooks ids == None  # _dynamo/output_graph.py:1235 in init_ambient_guards
    __guard_hit = __guard_hit and ___check_global_state() against {"allow_bf16_reduce":0,"allow_fp16_reduce":0,"allow_tf32":false,"autocast_state":{"cached_enabled":true,"dtype":[15,5,5,15,5,5,15,15,5,5],"enabled":[false,false,false,false,false,false,false,false,false,false]},"cuda_matmul_precision":0,"default_dtype":6,"deterministic_algorithms":false,"deterministic_algorithms_warn_only":false,"grad_mode":true,"num_threads":2,"torch_function":true,"torch_function_all_disabled":false}
    __guard_hit = __guard_hit and ___check_torch_function_mode_stack()
    __guard_hit = __guard_hit and utils_device.CURRENT_DEVICE == None                           # _dynamo/output_graph.py:1222 in init_ambient_guards
    __guard_hit = __guard_hit and check_tensor(L['s'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=False, size=[32], stride=[1])  # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['s'], '_dynamo_dynamic_indices') == False           # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['s'], '_dynamo_weak_dynamic_indices') == False      # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['s'], '_dynamo_unbacked_indices') == False          # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['s'], '_dynamo_strict_unbacked_indices') == False   # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['s'], '_dynamo_static_indices') == False            # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and check_no_aliasing(L['s'], L['w'], L['x'])
    __guard_hit = __guard_hit and check_tensor(L['w'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.int8, device=None, requires_grad=False, size=[64, 32], stride=[32, 1])  # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['w'], '_dynamo_dynamic_indices') == False           # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['w'], '_dynamo_weak_dynamic_indices') == False      # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['w'], '_dynamo_unbacked_indices') == False          # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['w'], '_dynamo_strict_unbacked_indices') == False   # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and hasattr(L['w'], '_dynamo_static_indices') == False            # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and check_tensor(L['x'], Tensor, DispatchKeySet(CPU, BackendSelect, ADInplaceOrView, AutogradCPU), torch.float32, device=None, requires_grad=False, size=[8, 64], stride=[64, 1])  # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_dynamic_indices') == False           # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_weak_dynamic_indices') == False      # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_unbacked_indices') == False          # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_strict_unbacked_indices') == False   # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and hasattr(L['x'], '_dynamo_static_indices') == False            # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and ___check_obj_id(G['dequant'].__code__, 140389094890032), type=<class 'code'>  # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and ___check_type_id(G['invoke_quant'], 94368757740048), type=<class 'torch._higher_order_ops._invoke_quant.InvokeQuant'>  # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f (HINT: type InvokeQuant)
    __guard_hit = __guard_hit and not ___dict_contains('__call__', G['invoke_quant'].__dict__)  # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and ___check_obj_id(type(G['invoke_quant']).__call__.__code__, 140385999098512), type=<class 'code'>  # y = x @ invoke_quant(dequant, w, s, scheme="int8")  # ork/main/sample_graphs/depyf/make_depyf.py:21 in f
    __guard_hit = __guard_hit and G['invoke_quant'].codegen_low_precision == True               # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot__invoke_quant'], 140385999468272), type=<class 'module'>  # if not torch.compiler.is_compiling():  # _higher_order_ops/_invoke_quant.py:55 in __call__
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch, 140389091712816), type=<class 'module'>  # if not torch.compiler.is_compiling():  # _higher_order_ops/_invoke_quant.py:55 in __call__
    __guard_hit = __guard_hit and G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch is G['torch']  # return w.to(torch.float32) * s  # ork/main/sample_graphs/depyf/make_depyf.py:17 in dequant
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch._dynamo, 140385984306512), type=<class 'module'>  # torch._dynamo.graph_break()  # ork/main/sample_graphs/depyf/make_depyf.py:22 in f
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch._dynamo.graph_break.__code__, 140385737719600), type=<class 'code'>  # torch._dynamo.graph_break()  # ork/main/sample_graphs/depyf/make_depyf.py:22 in f
    __guard_hit = __guard_hit and G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch.float32 == torch.float32  # return w.to(torch.float32) * s  # ork/main/sample_graphs/depyf/make_depyf.py:17 in dequant
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch.compiler, 140386002202560), type=<class 'module'>  # if not torch.compiler.is_compiling():  # _higher_order_ops/_invoke_quant.py:55 in __call__
    __guard_hit = __guard_hit and ___check_obj_id(G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch.compiler.is_compiling.__code__, 140385987298144), type=<class 'code'>  # if not torch.compiler.is_compiling():  # _higher_order_ops/_invoke_quant.py:55 in __call__
    __guard_hit = __guard_hit and ___check_type_id(G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].invoke_quant_packed, 94368757736528), type=<class 'torch._higher_order_ops._invoke_quant.InvokeQuantTracer'>  # return invoke_quant_packed(*args, **kwargs, quant_options=self)  # type: ignore[call-arg]  # _higher_order_ops/_invoke_quant.py:61 in __call__ (HINT: type InvokeQuantTracer)
    __guard_hit = __guard_hit and G['__import_torch_dot__higher_order_ops_dot__invoke_quant'].torch is G['torch']  # return w.to(torch.float32) * s  # ork/main/sample_graphs/depyf/make_depyf.py:17 in dequant
    return __guard_hit

# Note: please refer to the graph code in __compiled_fn_2_11269539_a872_4ea4_94c5_886da8d41f6f*.py.
# Captured Graph: Dynamo generated graph (debuggable when using eager backend).
# Joint graph: joint forward+backward graph from aot autograd.
# Forward graph: forward graph from aot autograd (debuggable when using aot_eager backend).
# Backward graph: backward graph from aot autograd (debuggable when using aot_eager backend).
# AFTER XXX: graph processed by inductor (not debuggable).
def __compiled_fn_2_11269539_a872_4ea4_94c5_886da8d41f6f(*args, **kwargs):
    pass

def __transformed_code_0_for_f(x, w, s):
    y = None # this line helps Python to generate bytecode with at least the same number of local variables as the original function
    tmp_3 = __import_torch_dot_autograd_dot_profiler._is_profiler_enabled
    tmp_2 = __import_torch_dot__dynamo_dot_utils
    tmp_1 = None
    if tmp_3:
        tmp_1 = tmp_2.record_pregraph_bytecode_enter()
    if not tmp_1 is None:
        tmp_2.record_pregraph_bytecode_exit(tmp_1)
        graph_out_0 = __compiled_fn_2_11269539_a872_4ea4_94c5_886da8d41f6f(w, s, x)
    else:
        graph_out_0 = __compiled_fn_2_11269539_a872_4ea4_94c5_886da8d41f6f(w, s, x)
    __temp_8 = [graph_out_0[0]][slice(0, 1)]
    __temp_8.extend([])
    __temp_9 = [__temp_8]
    __temp_9[0][slice(0, 0)] = [
        __import_torch_dot__higher_order_ops_dot__invoke_quant.torch._dynamo.
        graph_break()]
    __temp_12 = [__temp_9[0]]
    [[()][0]]
    __temp_12[0][slice(1, None)] = [__temp_12[0][1]]
    __temp_17 = [[], __temp_12]
    __temp_17.extend(__temp_12[-1])
    return __resume_at_114_3(*__temp_17)


# Note: if there is a transformed version below, this function might well not be executed directly. Please check the transformed version if possible.
def f(x, w, s):
    y = x @ invoke_quant(dequant, w, s, scheme='int8')
    torch._dynamo.graph_break()
    return torch.relu(y) + 1

def transformed_f(x, w, s):
    __local_dict = {"x": x, "w": w, "s": s}
    __global_dict = globals()
    if __guard_0_for_f(__local_dict, __global_dict):
        return __transformed_code_0_for_f(x, w, s)
    # Note: this function might well not be executed directly. It might well be transformed again, i.e. adding one more guards and transformed code.
    return f(x, w, s)

#============ end of f ============#

/** The public face of the generic request store (spec section 4): other features import only this. */
export {
  createRequestStore,
  useRequest,
  useRequestStore,
  type RequestEntry,
  type RequestStatus,
  type RequestStore,
  type UseRequestResult,
} from './request-store';

import { Heart } from "lucide-react";
import { useFetcher, useLocation } from "react-router";

export type LikeResult =
  | { intent: "like"; recipeId: string; likes: number; isLiked: boolean }
  | { intent: "like"; recipeId: string; error: string };

interface LikeButtonProps {
  recipeId: string;
  title: string;
  likes: number;
  isLiked: boolean;
}

/**
 * The heart and its count. The count moves at once (optimistic) and the server's answer
 * follows; if the server refuses, the count goes back and a message says so. It posts
 * to the page it is on, so it also works without JavaScript; logged out, the server
 * sends the person to log in and back here.
 */
export function LikeButton({ recipeId, title, likes, isLiked }: LikeButtonProps) {
  const fetcher = useFetcher<LikeResult>();
  const location = useLocation();
  const pending = fetcher.formData;
  const answer = fetcher.data && "likes" in fetcher.data ? fetcher.data : undefined;
  const failed =
    fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? fetcher.data.error : undefined;

  let liked = answer?.isLiked ?? isLiked;
  let count = answer?.likes ?? likes;
  if (pending) {
    const wanted = pending.get("liked") === "true";
    if (wanted !== liked) count += wanted ? 1 : -1;
    liked = wanted;
  }

  return (
    <fetcher.Form
      method="post"
      action={`${location.pathname}${location.search}`}
      className="flex flex-col items-start"
    >
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="recipeId" value={recipeId} />
      <input type="hidden" name="liked" value={String(!liked)} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={liked}
        aria-label={`J'aime «\u00a0${title}\u00a0»`}
        className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 font-bold text-ink-soft hover:bg-cream-deep hover:text-terracotta aria-pressed:text-terracotta"
      >
        <Heart aria-hidden="true" className={`size-5 ${liked ? "fill-current" : ""}`} />
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">, {count} j'aime</span>
      </button>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failed}
        </p>
      )}
    </fetcher.Form>
  );
}

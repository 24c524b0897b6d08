import { Bell, ChevronDown, Flag, Share2, Trash2 } from 'lucide-react';
import { GENERIC_ERROR_TITLE, genericHandlerMessages } from '../../../../common/error-catalogue';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/use-toast';
import { Specimen, StyleSection } from './section';

/** Dialog, dropdown menu and toasts: everything that appears above the page. */
export function OverlaysSection() {
  return (
    <StyleSection
      id="overlays"
      title="Dialog, menu and toasts"
      description="Overlays trap focus while open, close with Escape and return focus to the control that opened them. One toast shows at a time and can be swiped right to dismiss."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <Specimen title="Dialog">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline">
                <Trash2 aria-hidden />
                Delete photo…
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogTitle>Delete this photo?</DialogTitle>
              <DialogDescription>
                It will disappear from your profile and the feed. This cannot be undone.
              </DialogDescription>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline">Keep it</Button>
                </DialogClose>
                <DialogClose asChild>
                  <Button variant="destructive">Delete</Button>
                </DialogClose>
              </div>
            </DialogContent>
          </Dialog>
        </Specimen>
        <Specimen title="Dropdown menu">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                Post options
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>This post</DropdownMenuLabel>
              <DropdownMenuItem>
                <Share2 aria-hidden />
                Share link
              </DropdownMenuItem>
              <DropdownMenuItem>
                <Bell aria-hidden />
                Turn on notifications
              </DropdownMenuItem>
              <DropdownMenuItem className="text-destructive">
                <Flag aria-hidden />
                Report
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </Specimen>
        <Specimen title="Toasts" className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() =>
              toast({
                title: 'Checklist saved',
                description: 'Your travel party can see the changes.',
              })
            }
          >
            Default toast
          </Button>
          <Button
            variant="destructive"
            onClick={() =>
              toast({
                variant: 'destructive',
                title: GENERIC_ERROR_TITLE,
                description: genericHandlerMessages.network,
              })
            }
          >
            Destructive toast
          </Button>
        </Specimen>
      </div>
    </StyleSection>
  );
}
